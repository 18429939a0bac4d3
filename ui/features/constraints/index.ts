export { ConstraintsSection } from './ConstraintsSection';
