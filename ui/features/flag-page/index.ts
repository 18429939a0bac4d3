export { FlagPage } from './FlagPage';
