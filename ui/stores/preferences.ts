// Personal display preferences under 'preferences' (SPEC §3–4). `theme` is null until the user
// picks one; until then the server's `ui.theme` default applies (see resolveTheme).
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { envelopeStorage } from '../lib/storage';

export const ThemeSchema = v.picklist(['light', 'dark', 'system']);
export type Theme = v.InferOutput<typeof ThemeSchema>;
export const TimeModeSchema = v.picklist(['utc', 'local']);
export type TimeMode = v.InferOutput<typeof TimeModeSchema>;

const StoredPreferencesSchema = v.object({
  theme: v.fallback(v.nullable(ThemeSchema), null),
  timezone: v.fallback(TimeModeSchema, 'local'),
});

type PreferencesState = { theme: Theme | null; timezone: TimeMode };
type PreferencesActions = { setTheme(theme: Theme): void; setTimezone(timezone: TimeMode): void };

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
  const parsed = v.safeParse(StoredPreferencesSchema, stored);
  if (!parsed.success) return initialPreferences;
  if (version === 0) return { ...parsed.output, theme: parsed.output.theme === 'system' ? null : parsed.output.theme };
  return parsed.output;
}

export const usePreferences = create<PreferencesState & PreferencesActions>()(
  persist(
    (set) => ({
      ...initialPreferences,
      setTheme: (theme) => {
        applyTheme(theme);
        set({ theme });
      },
      setTimezone: (timezone) => set({ timezone }),
    }),
    {
      name: 'preferences',
      version: 1,
      storage: envelopeStorage<PreferencesState>('local'),
      partialize: ({ theme, timezone }) => ({ theme, timezone }),
      migrate: migratePreferences,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredPreferencesSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
