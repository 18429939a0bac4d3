// What a promote shows while and after it runs: the progress with the call under way; at a stop,
// the failing call, every call that was written and the offer to undo them; and how the undo went.
import { Button, FormError } from '../../design/components';
import { errorText } from '../../lib/http';
import { RunPanel, RunProgress } from '../transfer-screens';
import { CallList } from './PromotePlanView';
import type { PromoteState } from './usePromoteRun';
import * as styles from './compare.css';

const listed = (items: string[]) => items.join(', ') || 'none';

/** The run's progress and outcome; nothing before it starts or once it succeeded. */
export function PromoteStatus({ state, onUndo }: { state: PromoteState; onUndo: () => void }) {
  if (state.phase === 'running' || state.phase === 'undoing') return <RunProgress label={state.phase === 'running' ? 'Promoting' : 'Undoing'} {...state} />;
  if (state.phase === 'undone') {
    return <RunPanel status>{`Undone. Put back as they were: ${listed(state.restored)}. Deleted, as the promote created them: ${listed(state.deleted)}.`}</RunPanel>;
  }
  if (state.phase !== 'failed' && state.phase !== 'undo-failed') return null;
  const { done, total, failed } = state.execution;
  return (
    <RunPanel>
      <FormError>{state.phase === 'failed' ? `Promote stopped after ${done.length} of ${total} calls, at “${failed?.step.title}”: ${errorText(failed?.error)}` : `The undo stopped: ${errorText(state.error)}`}</FormError>
      <p className={styles.muted}>{done.length ? 'Written before it stopped:' : 'Nothing was written.'}</p>
      <CallList label="Calls written" steps={done.map((d) => d.step)} />
      {done.length > 0 && (
        <div className={styles.row}>
          <Button tone="danger" onPress={onUndo}>
            {state.phase === 'failed' ? 'Undo what was written' : 'Try the undo again'}
          </Button>
        </div>
      )}
    </RunPanel>
  );
}
