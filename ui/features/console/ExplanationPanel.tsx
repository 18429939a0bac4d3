// Beside the server's answer: the same evaluation explained from the flag's data, and a plain
// warning when the two disagree.
import { WarningIcon } from '../../design/components';
import { compareAnswers, readAnswer } from './compare';
import * as styles from './Console.css';
import { ExplanationStep } from './ExplanationStep';
import { Panel } from './Panel';
import type { Run } from './ResponsePanel';

function Disagreement({ run }: { run: Run & { explanation: NonNullable<Run['explanation']> } }) {
  const differences = compareAnswers(readAnswer(run.body), run.explanation.result);
  if (differences.length === 0 && run.missing.length === 0) return <p className={styles.yes}>✓ The explanation agrees with the server's answer.</p>;
  return (
    <div role="status" className={styles.warning}>
      <p>
        <WarningIcon /> <strong>The explanation disagrees with the server's answer</strong> or could not be checked against it. The server may use data this console
        cannot see (another reference, a newer version, or changes made since), so read the steps below as what this console's data gives, not as the server's reasoning.
      </p>
      <ul>
        {run.missing.map((m) => (
          <li key={m}>Not found: {m}</li>
        ))}
        {differences.map((d) => (
          <li key={d.field}>
            {d.field}: server {d.server}, explanation {d.local}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Explanation panel of an evaluation the server answered. */
export function ExplanationPanel({ run }: { run: Run }) {
  if (run.body === undefined) return null;
  const { explanation } = run;
  return (
    <Panel title="Explanation">
      {!explanation ? (
        <p className={styles.muted}>No explanation: the flag's rules, rollouts or segments could not be loaded.</p>
      ) : (
        <>
          <Disagreement run={{ ...run, explanation }} />
          <p>
            <strong>Why: </strong>
            {explanation.why}
          </p>
          {explanation.steps.length > 0 && (
            <ol className={styles.steps}>
              {explanation.steps.map((step) => (
                <ExplanationStep key={step.number} step={step} />
              ))}
            </ol>
          )}
        </>
      )}
    </Panel>
  );
}
