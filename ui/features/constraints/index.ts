export { ConstraintsSection } from './ConstraintsSection';
export { operatorLabel } from './operators';
