export { OnboardingPage } from './OnboardingPage';
