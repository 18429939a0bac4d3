export { useRules } from './hooks';
export { RulesTab } from './RulesTab';
export type { Rule } from './schema';
