export { ConsolePage } from './ConsolePage';
