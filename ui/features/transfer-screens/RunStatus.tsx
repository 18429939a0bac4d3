// What a copy or import run shows: a progress bar with the call under way, then, when it stopped,
// the failing call, what was created before it and the offer to remove that (and how that went).
import { Button, FormError } from '../../design/components';
import { errorText } from '../../lib/http';
import type { Execution, UndoPlan } from '../transfer';
import { RunPanel, RunProgress } from './RunPanels';
import type { RunState } from './usePlanRun';
import * as styles from './transfer.css';

/** Props of RunStatus. */
export interface RunStatusProps {
  state: RunState;
  /** What runs, for the progress label: "Copying", "Importing". */
  verb: string;
  onUndo: (plan: UndoPlan) => void;
}

function Created({ items, none }: { items: string[]; none: string }) {
  if (!items.length) return <p className={styles.muted}>{none}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type Stopped = { execution: Execution; undo: UndoPlan };

/** Every call that ran, by its title, folded away. */
function CallsDone({ execution }: { execution: Execution }) {
  if (!execution.done.length) return null;
  return (
    <details>
      <summary>{`The ${execution.done.length} calls that ran`}</summary>
      <ol className={styles.list}>
        {execution.done.map(({ step }, i) => (
          <li key={i}>{step.title}</li>
        ))}
      </ol>
    </details>
  );
}

type StoppedProps = { title: string; listTitle: string; stopped: Stopped; undoLabel: string; onUndo: () => void };

function StoppedReport({ title, listTitle, stopped, undoLabel, onUndo }: StoppedProps) {
  const { execution, undo } = stopped;
  const failed = execution.failed;
  return (
    <RunPanel>
      <FormError>{`${title} after ${execution.done.length} of ${execution.total} calls, at “${failed?.step.title}”: ${errorText(failed?.error)}`}</FormError>
      <p className={styles.muted}>{listTitle}</p>
      <Created items={undo.created} none="Nothing: no flag or segment was created." />
      <CallsDone execution={execution} />
      {undo.steps.length > 0 && (
        <div className={styles.row}>
          <Button tone="danger" onPress={onUndo}>
            {undoLabel}
          </Button>
        </div>
      )}
    </RunPanel>
  );
}

/** The run's progress and outcome; nothing before it starts. */
export function RunStatus({ state, verb, onUndo }: RunStatusProps) {
  switch (state.phase) {
    case 'running':
      return <RunProgress label={verb} {...state} />;
    case 'undoing':
      return <RunProgress label="Removing what was created" {...state} />;
    case 'failed':
      return <StoppedReport title={`${verb} stopped`} listTitle="Created before it stopped:" stopped={state} undoLabel="Remove what was created" onUndo={() => onUndo(state.undo)} />;
    case 'undo-failed':
      return <StoppedReport title="Removing stopped" listTitle="Still there:" stopped={state} undoLabel="Try removing the rest again" onUndo={() => onUndo(state.undo)} />;
    case 'succeeded':
      return (
        <RunPanel status>
          <p className={styles.muted}>{`Done: all ${state.execution.total} calls ran.${state.created.length ? ' Created:' : ''}`}</p>
          {state.created.length > 0 && <Created items={state.created} none="" />}
          <CallsDone execution={state.execution} />
        </RunPanel>
      );
    case 'undone':
      return (
        <RunPanel status>
          <p className={styles.muted}>Removed what was created:</p>
          <Created items={state.removed} none="Nothing was left to remove." />
        </RunPanel>
      );
    default:
      return null;
  }
}
