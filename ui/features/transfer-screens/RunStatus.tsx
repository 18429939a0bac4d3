// What a copy, import or promote run shows: a progress bar with the call under way; when it
// stopped, the failing call and how putting back what it wrote went, item by item (with a retry
// for what the service refused to put back). A run that succeeded says so in its Undo toast.
import { Button, FormError } from '../../design/components';
import { errorText } from '../../lib/http';
import { RunProgress } from './RunPanels';
import type { PlanRunner, RunState } from './usePlanRun';
import * as styles from './transfer.css';

/** Props of RunStatus. */
export interface RunStatusProps {
  runner: PlanRunner;
  /** What runs, for the progress label: "Copying", "Importing". */
  verb: string;
}

function Stopped({ state, verb, onRetry }: { state: Extract<RunState, { phase: 'stopped' }>; verb: string; onRetry: () => void }) {
  const { execution, putBack } = state;
  const { done, total, failed } = execution;
  return (
    <div className={styles.report}>
      <FormError>{`${verb} stopped after ${done.length} of ${total} call${total === 1 ? '' : 's'}, at “${failed?.step.title}”: ${errorText(failed?.error)}`}</FormError>
      <p className={styles.muted}>{putBack.left.length ? 'What it wrote was put back, except where the service refused:' : 'Everything it wrote was put back: the namespace is as it was.'}</p>
      <ul className={styles.list} aria-label="Put back">
        {putBack.restored.map((item) => (
          <li key={item}>{`${item}: put back`}</li>
        ))}
        {putBack.left.map(({ item, error }) => (
          <li key={item}>{`${item}: not put back, the service refused: ${errorText(error)}`}</li>
        ))}
      </ul>
      {putBack.left.length > 0 && (
        <div className={styles.row}>
          <Button tone="danger" onPress={onRetry}>
            Try putting it back again
          </Button>
        </div>
      )}
    </div>
  );
}

/** The run's progress and outcome; nothing before it starts. */
export function RunStatus({ runner, verb }: RunStatusProps) {
  const { state } = runner;
  switch (state.phase) {
    case 'running':
      return <RunProgress label={verb} {...state} />;
    case 'putting-back':
      return <p role="status" className={styles.muted}>Putting back…</p>;
    case 'stopped':
      return <Stopped state={state} verb={verb} onRetry={() => void runner.retry()} />;
    default:
      return null;
  }
}
