export { PreferencesPage } from './PreferencesPage';
export { SettingsLayout } from './SettingsLayout';
