// The console's record forms: the form engine with the unsaved-edit and conflict guards on top.
export { useGuardedForm, type GuardedFormOptions, type GuardedFormState } from './useGuardedForm';
export type { FormCurrent } from './formGuard';
