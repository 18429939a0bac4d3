// The segment page's "Used By" (issue 14 item 1, Flipt #4037): every flag whose rules or rollouts
// use the segment, each with links to those rules and rollouts.
import { Link, Loader, Section } from '../../design/components';
import { paths } from '../../lib/paths';
import { retargets } from '../transfer';
import { usageOf, type FlagUse, type Use } from '../usage';
import { useSegmentUsage } from './hooks';
import * as styles from './usage.css';

// A rollout from the snapshot has no id: it is named by rank on the flag's rollouts tab, the
// default tab of a boolean flag; rules are on the rules tab.
const useHref = (ns: string, flagKey: string, use: Use) => (use.kind === 'rule' ? paths.flagRules(ns, flagKey) : paths.flag(ns, flagKey));
const useLabel = (use: Use) => `${use.kind === 'rule' ? 'Rule' : 'Rollout'} ${use.rank}`;

function FlagLine({ ns, flag }: { ns: string; flag: FlagUse }) {
  return (
    <li className={styles.flag}>
      <Link href={paths.flag(ns, flag.flagKey)}>{flag.flagName || flag.flagKey}</Link>
      <span className={styles.key}>{flag.flagKey}</span>
      <ul className={styles.uses} aria-label={`Where ${flag.flagKey} uses it`}>
        {flag.uses.map((use) => (
          <li key={`${use.kind} ${use.rank}`}>
            <Link href={useHref(ns, flag.flagKey, use)} aria-label={`${useLabel(use)} of ${flag.flagKey}`}>
              {useLabel(use)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Above the segment's form and constraints (issue 36): a save there changes targeting for every
 * flag that uses the segment, named before anything is written. Nothing while no flag uses it.
 */
export function TargetingNote({ namespaceKey, segmentKey }: UsageSectionProps) {
  const keys = usageOf(useSegmentUsage(namespaceKey).data ?? new Map(), segmentKey).flags.map((f) => f.flagKey);
  return keys.length > 0 && <p role="note" className={styles.muted}>{`A change saved here ${retargets(keys)}.`}</p>;
}

/** Props of UsageSection. */
export interface UsageSectionProps {
  namespaceKey: string;
  segmentKey: string;
}

/** The flags that use the segment. */
export function UsageSection({ namespaceKey, segmentKey }: UsageSectionProps) {
  const { data, error } = useSegmentUsage(namespaceKey);
  const flags = data ? usageOf(data, segmentKey).flags : [];
  return (
    <Section title="Used By" description="The flags whose rules or rollouts target this segment.">
      {!data && !error && <Loader label="Loading segment usage" />}
      {error && <p className={styles.muted}>The flags using this segment could not be read.</p>}
      {data && flags.length === 0 && <p className={styles.muted}>No flag uses this segment.</p>}
      {flags.length > 0 && (
        <ul className={styles.flags} aria-label="Flags using this segment">
          {flags.map((flag) => (
            <FlagLine key={flag.flagKey} ns={namespaceKey} flag={flag} />
          ))}
        </ul>
      )}
    </Section>
  );
}
