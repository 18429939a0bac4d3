// The "ready to remove" report (issue 27 item 3): flags that look done, with their reasons.
export { CleanupPage } from './CleanupPage';
