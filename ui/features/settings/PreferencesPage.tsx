// Settings → General (SPEC §3–4): theme and time zone, applied and stored as they change.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { NativeSelect, Section, Switch } from '../../design/components';
import { formatTime } from '../../lib/time';
import { ThemeSchema, usePreferences } from '../../stores/preferences';
import { useTheme } from '../meta';
import * as styles from './settings.css';

const THEMES = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'System' },
];

/** The current time, refreshed every second while mounted. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A live clock in the chosen mode, so the effect of the switch is visible at once. */
function TimePreview() {
  const mode = usePreferences((s) => s.timezone);
  const now = useNow();
  return (
    <p className={styles.preview}>
      Current time: <time dateTime={now.toISOString()}>{formatTime(now, mode)}</time>
    </p>
  );
}

/** Theme and UTC display, with no save button: each change applies and persists at once. */
export function PreferencesPage() {
  const theme = useTheme();
  const setTheme = usePreferences((s) => s.setTheme);
  const timezone = usePreferences((s) => s.timezone);
  const setTimezone = usePreferences((s) => s.setTimezone);
  return (
    <Section title="Preferences" description="Manage how information is displayed in the UI">
      <div className={styles.fields}>
        <div className={styles.field}>
          <NativeSelect
            label="Theme"
            description={theme === 'system' ? "System follows your device's light or dark setting." : undefined}
            options={THEMES}
            value={theme}
            onChange={(key) => {
              if (v.is(ThemeSchema, key)) setTheme(key);
            }}
          />
        </div>
        <div className={styles.field}>
          <Switch
            label="UTC Timezone"
            detail="Display dates and times in UTC timezone"
            isSelected={timezone === 'utc'}
            onChange={(on) => setTimezone(on ? 'utc' : 'local')}
          />
          <TimePreview />
        </div>
      </div>
    </Section>
  );
}
