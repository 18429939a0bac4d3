// Compare two namespaces and promote differences from one to the other (issue 27 items 1–2); the
// whole-namespace reader is shared with the cleanup report.
export { readWholeNamespace, type Listed, type Stamped, type WholeNamespace } from './api';
export { ComparePage } from './ComparePage';
