export { AnalyticsDisabled } from './AnalyticsDisabled';
export { AnalyticsTab } from './AnalyticsTab';
