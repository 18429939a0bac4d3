export { VariantsTab } from './VariantsTab';
