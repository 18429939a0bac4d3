export { SupportPage } from './SupportPage';
export { CONSOLE_VERSION, Versions } from './Versions';
