// Personal display preferences under 'preferences' (SPEC §3–4). `theme` is null until the user
// picks one; until then the server's `ui.theme` default applies (see resolveTheme).
import * as v from 'valibot';
import { envelopeStorage } from '../lib/storage';
import { parseOr, persistedStore } from './persisted';

export const ThemeSchema = v.picklist(['light', 'dark', 'system']);
export type Theme = v.InferOutput<typeof ThemeSchema>;
export const TimeModeSchema = v.picklist(['utc', 'local']);
export type TimeMode = v.InferOutput<typeof TimeModeSchema>;

const StoredPreferencesSchema = v.object({
  theme: v.fallback(v.nullable(ThemeSchema), null),
  timezone: v.fallback(TimeModeSchema, 'local'),
});

type PreferencesState = { theme: Theme | null; timezone: TimeMode };

export const initialPreferences: PreferencesState = { theme: null, timezone: 'local' };

/** Writes the theme to `data-theme` on <html>, which the theme styles key on. */
export function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

/** The theme in force: the user's choice, else the server default, else 'system'. */
export function resolveTheme(choice: Theme | null, serverDefault?: string | null): Theme {
  if (choice) return choice;
  return v.is(ThemeSchema, serverDefault) ? serverDefault : 'system';
}

/**
 * Version 0 is Flipt's bare `{theme, timezone}`. Flipt wrote 'system' without the user choosing
 * it, so 'system' migrates to "not chosen" and the server default can apply.
 */
export function migratePreferences(stored: unknown, version: number): PreferencesState {
  const parsed = parseOr(StoredPreferencesSchema, stored, initialPreferences);
  return version === 0 && parsed.theme === 'system' ? { ...parsed, theme: null } : parsed;
}

export const usePreferences = persistedStore(
  'preferences',
  StoredPreferencesSchema,
  initialPreferences,
  (set) => ({
    setTheme: (theme: Theme) => {
      applyTheme(theme);
      set({ theme });
    },
    setTimezone: (timezone: TimeMode) => set({ timezone }),
  }),
  envelopeStorage('local'),
  migratePreferences,
);

/** The theme to paint the first frame with: the stored choice, else 'system' (the server's default comes later). */
export const storedTheme = (): Theme => resolveTheme(usePreferences.getState().theme);
