// What a promote shows while and after it runs: the progress with the call under way; at a stop,
// the failing call, every call that was written and the offer to undo them; and how the undo went.
import { Button, FormError } from '../../design/components';
import { errorText } from '../../lib/http';
import { RunPanel, RunProgress } from '../transfer-screens';
import { CallList } from './PromotePlanView';
import type { PromoteState } from './usePromoteRun';
import * as styles from './compare.css';

/** Props of PromoteStatus. */
export interface PromoteStatusProps {
  state: PromoteState;
  onUndo: () => void;
}

const listed = (items: string[]) => (items.length ? items.join(', ') : 'none');

/** The run's progress and outcome; nothing before it starts. */
export function PromoteStatus({ state, onUndo }: PromoteStatusProps) {
  switch (state.phase) {
    case 'running':
      return <RunProgress label="Promoting" {...state} />;
    case 'undoing':
      return <RunProgress label="Undoing" {...state} />;
    case 'failed':
    case 'undo-failed': {
      const { execution } = state;
      const stop = state.phase === 'failed'
        ? `Promote stopped after ${execution.done.length} of ${execution.total} calls, at “${execution.failed?.step.title}”: ${errorText(execution.failed?.error)}`
        : `The undo stopped: ${errorText(state.error)}`;
      return (
        <RunPanel>
          <FormError>{stop}</FormError>
          <p className={styles.muted}>{execution.done.length ? 'Written before it stopped:' : 'Nothing was written.'}</p>
          <CallList label="Calls written" steps={execution.done.map((d) => d.step)} />
          {execution.done.length > 0 && (
            <div className={styles.row}>
              <Button tone="danger" onPress={onUndo}>
                {state.phase === 'failed' ? 'Undo what was written' : 'Try the undo again'}
              </Button>
            </div>
          )}
        </RunPanel>
      );
    }
    case 'undone':
      return (
        <RunPanel status>
          <p className={styles.muted}>{`Undone. Put back as they were: ${listed(state.restored)}. Deleted, as the promote created them: ${listed(state.deleted)}.`}</p>
        </RunPanel>
      );
    default:
      return null;
  }
}
