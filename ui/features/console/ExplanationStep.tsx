// One rule or rollout of an explanation: its segments and constraints, threshold or bucket.
import { VisibleText } from '../../design/components';
import { shortened } from '../../lib/text';
import * as styles from './Console.css';
import type { BucketLine, SegmentLine, Step } from './explain';

const TITLES: Record<Step['kind'], string> = { rule: 'Rule', threshold: 'Threshold rollout', segment: 'Segment rollout', empty: 'Rollout' };

const COLUMNS = ['Property', 'Operator', 'Value', 'Compared with', 'Result'];

/** A value longer than this shows its start and its length (a 1 MB context value, issue 43). */
const VALUE_CHARS = 200;

function Verdict({ ok, yes = 'matched', no = 'not matched' }: { ok: boolean; yes?: string; no?: string }) {
  return <span className={ok ? styles.yes : undefined}>{ok ? `✓ ${yes}` : `✗ ${no}`}</span>;
}

/** "all of 3 constraints must match"; with one, "its constraint must match". */
const constraintRule = (matchType: SegmentLine['matchType'], n: number) =>
  n === 1 ? 'its constraint must match' : `${matchType === 'ALL' ? 'all' : 'any'} of ${n} constraints must match`;

function SegmentBlock({ segment }: { segment: SegmentLine }) {
  const { key, matchType, matched, matchedConstraints, constraints } = segment;
  return (
    <div className={styles.step}>
      <p>
        Segment <code>{key}</code> (
        {constraints.length
          ? `${constraintRule(matchType, constraints.length)}, ${matchedConstraints} did`
          : 'no constraints, so everyone'}
        ): <Verdict ok={matched} />
      </p>
      {constraints.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>Constraints of segment {key}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {constraints.map((c, i) => (
              <tr key={i}>
                {[c.property, c.operator, c.value, c.missing ? '(missing)' : JSON.stringify(c.input)].map((text, j) => (
                  <td key={j}>
                    <VisibleText text={shortened(text, VALUE_CHARS)} />
                  </td>
                ))}
                <td>
                  <Verdict ok={c.matched} yes="match" no="no match" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function BucketBlock({ bucket }: { bucket: BucketLine }) {
  return (
    <div className={styles.step}>
      <p>Bucket {bucket.bucket} of 1,000 (from the flag key and the entity ID). Distributions:</p>
      <ul>
        {bucket.ranges.map((r, i) => (
          <li key={i} className={r.picked ? styles.picked : undefined}>
            {r.variantKey}: {r.rollout}% → {r.from <= r.to ? `buckets ${r.from}–${r.to}` : 'no bucket'}
            {r.picked && ' ← picked'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A numbered step of the explanation. */
export function ExplanationStep({ step }: { step: Step }) {
  const { kind, number, operator, segments, threshold, bucket, value, applied } = step;
  const matchedSegments = segments.filter((s) => s.matched).length;
  return (
    <li className={styles.step}>
      <h3 className={styles.subheading}>
        {TITLES[kind]} {number}: <Verdict ok={applied} />
      </h3>
      {operator && segments.length > 1 && (
        <p>
          {operator === 'AND' ? 'Every segment must match (AND)' : 'At least one segment must match (OR)'}: {matchedSegments} of {segments.length} matched.
        </p>
      )}
      {segments.map((s) => (
        <SegmentBlock key={s.key} segment={s} />
      ))}
      {threshold && (
        <p>
          Bucket {threshold.bucket} of 100 is {threshold.passed ? '' : 'not '}below {threshold.percentage}%: <Verdict ok={threshold.passed} yes="passes" no="does not pass" />
        </p>
      )}
      {value !== undefined && <p>Value when it matches: {String(value)}</p>}
      {kind === 'empty' && <p className={styles.muted}>This rollout has neither a threshold nor segments and is skipped.</p>}
      {bucket && <BucketBlock bucket={bucket} />}
    </li>
  );
}
