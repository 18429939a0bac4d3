// The server's answer: a short summary and the body as it came, or the server's error.
import { Fragment } from 'react';
import type { EvaluationInput } from './api';
import { readAnswer, type Answer } from './compare';
import * as styles from './Console.css';
import type { Explanation } from './explain';
import { Panel } from './Panel';

/** One evaluation: what was sent, the server's body or error, and the local explanation. */
export interface Run {
  input: EvaluationInput;
  body?: unknown;
  error?: string;
  /** Null when the flag's rules, rollouts or segments could not be loaded. */
  explanation: Explanation | null;
  missing: string[];
}

const yesNo = (value: boolean | undefined) => (value === undefined ? '(none)' : value ? 'yes' : 'no');

function Summary({ answer, boolean }: { answer: Answer; boolean: boolean }) {
  const rows: [string, string][] = boolean
    ? [['Enabled', yesNo(answer.enabled)]]
    : [
        ['Match', yesNo(answer.match)],
        ['Variant', answer.variantKey || '(none)'],
        ['Segments', answer.segmentKeys?.join(', ') || '(none)'],
      ];
  rows.push(['Reason', answer.reason ?? '(none)']);
  return (
    <dl className={styles.summary}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The Response panel; before the first evaluation it says what to do. */
export function ResponsePanel({ run }: { run: Run | null }) {
  return (
    <Panel title="Response">
      {!run && <p className={styles.muted}>Enter a flag key, entity ID, and optional context to evaluate.</p>}
      {run?.error !== undefined && (
        <p role="alert" className={styles.error}>
          {/* Flipt's panel prints a failed evaluation as "error: <message>" (UI-INVENTORY §2.14). */}
          error: {run.error}
        </p>
      )}
      {run?.body !== undefined && (
        <>
          <p className={styles.muted}>
            {run.input.flagKey} for entity {run.input.entityId || '(empty)'}
          </p>
          <Summary answer={readAnswer(run.body)} boolean={run.input.flagType === 'BOOLEAN_FLAG_TYPE'} />
          <pre className={styles.code}>{JSON.stringify(run.body, null, 2)}</pre>
        </>
      )}
    </Panel>
  );
}
