export { AnalyticsTab } from './AnalyticsTab';
