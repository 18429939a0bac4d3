export { SegmentPage } from './SegmentPage';
