// Live evaluation counts of one flag: window picker (kept in the URL as ?window=), pausable
// polling, the chart with its summary, and the same numbers as an optional table.
import { useId, useState } from 'react';
import { Button, Loader, Section, Select } from '../../design/components';
import { card } from '../../design/recipes/card.css';
import type { TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import type { Flag } from '../flags';
import { useQueryParam } from '../lists';
import { AnalyticsDisabled } from './AnalyticsDisabled';
import type { FlagCounts } from './api';
import { CountsChart } from './CountsChart';
import { CountsTable } from './CountsTable';
import { POLL_MS, useFlagCounts } from './hooks';
import { bucketMinutes, chartSummary, clockLabel, clockWithSeconds, summarize, windowOf, WINDOWS, type TimeWindow } from './series';
import * as styles from './AnalyticsTab.css';

export type FlagAnalyticsProps = { namespaceKey: string; flag: Flag; pollMs?: number | undefined };

function Results({ flag, counts, mode }: { flag: Flag; counts: FlagCounts; mode: TimeMode }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const { total, peak } = summarize(counts.points);
  const label = chartSummary(flag.key, counts.window, counts.points, mode);
  return (
    <>
      <p className={styles.summary}>
        <strong className={styles.total}>{total}</strong> {total === 1 ? 'evaluation' : 'evaluations'} in the last {counts.window.label}
        {peak && `, peak ${peak.value} at ${clockLabel(peak.time, mode, true)}`}
      </p>
      <div className={`${card()} ${styles.frame}`}>
        <CountsChart points={counts.points} mode={mode} label={label} />
        {total === 0 && <p className={styles.empty}>No evaluations in this window</p>}
      </div>
      <div>
        <Button tone="secondary" size="sm" aria-expanded={showTable} aria-controls={showTable ? tableId : undefined} onPress={() => setShowTable(!showTable)}>
          {showTable ? 'Hide data table' : 'Show data table'}
        </Button>
      </div>
      {showTable && (
        <div id={tableId}>
          <CountsTable points={counts.points} mode={mode} label={`Evaluations of ${flag.key} per time bucket`} />
        </div>
      )}
    </>
  );
}

function bucketText(minutes: number): string {
  const width = bucketMinutes(minutes * 60_000);
  return width === 1 ? 'minute' : `${width} minutes`;
}

/** The window in `?window=` (absent for the default) and a way to change it. */
function useWindowParam(): [TimeWindow, (id: string) => void] {
  const [id, choose] = useQueryParam('window', WINDOWS[0].id);
  return [windowOf(id), choose];
}

/** The counts view; the parent has checked that analytics is on. */
export function FlagAnalytics({ namespaceKey, flag, pollMs = POLL_MS }: FlagAnalyticsProps) {
  const [timeWindow, choose] = useWindowParam();
  const [paused, setPaused] = useState(false);
  const mode = usePreferences((s) => s.timezone);
  const counts = useFlagCounts(namespaceKey, flag.key, timeWindow.id, { enabled: true, polling: !paused, pollMs });
  if (counts.data === null) return <AnalyticsDisabled />;
  const togglePaused = () => {
    setPaused(!paused);
    if (paused) void counts.mutate();
  };
  const status = paused ? 'Updates paused' : `Updating every ${pollMs / 1000} seconds`;
  return (
    <Section title="Evaluations" description={`Track and measure the impact in real-time. How often this flag was evaluated, counted per ${bucketText(timeWindow.minutes)}.`}>
      <div className={styles.toolbar}>
        <Select label="Time window" options={WINDOWS} value={timeWindow.id} onChange={choose} />
        {/* The label says what a press does; a changing label replaces a pressed state (WAI-ARIA button pattern). */}
        <Button tone={paused ? 'primary' : 'secondary'} onPress={togglePaused}>
          {paused ? 'Resume updates' : 'Pause updates'}
        </Button>
        <p className={styles.muted}>
          {status}
          {counts.data && ` · Last updated ${clockWithSeconds(counts.data.fetchedAt, mode)}`}
        </p>
      </div>
      {counts.data ? (
        <Results flag={flag} counts={counts.data} mode={mode} />
      ) : counts.error ? (
        <p className={styles.muted}>The evaluation counts could not be loaded.</p>
      ) : (
        <Loader label="Loading evaluation counts" />
      )}
    </Section>
  );
}
