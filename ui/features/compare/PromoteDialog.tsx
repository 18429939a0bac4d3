// Promote (issue 27 item 2): the chosen differences of A written to B after one confirmation that
// lists every call. Both namespaces are read again first (the screen's copy may be old, and the
// plan needs the ids of B's rules and rollouts); progress while it runs; at the first failure what
// was written, with the offer to undo it.
import { useMemo } from 'react';
import useSWR from 'swr';
import { Button, Dialog, FormError, Loader, toast } from '../../design/components';
import { errorText } from '../../lib/http';
import { readNamespaceState } from '../transfer-screens';
import { planPromote, type Selection } from './promote';
import { PromotePlanView } from './PromotePlanView';
import { PromoteStatus } from './PromoteStatus';
import { usePromoteRun } from './usePromoteRun';
import * as styles from './compare.css';

/** Props of PromoteDialog. Mount it to open it. */
export interface PromoteDialogProps {
  a: string;
  b: string;
  chosen: Selection;
  onClose: () => void;
  /** A run or an undo wrote to B. */
  onWritten: () => void;
  /** The promote ran to the end. */
  onDone: () => void;
}

const fresh = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: true, revalidateOnMount: true } as const;
const readBoth = async ([, a, b, keys]: readonly [string, string, string, string[]]) => {
  const [left, right] = await Promise.all([readNamespaceState(a, keys), readNamespaceState(b, keys)]);
  return { left, right };
};

/** The plan of the chosen items, read fresh. */
function usePlan(a: string, b: string, chosen: Selection) {
  const keys = useMemo(() => [...chosen.keys()].filter((id) => id.startsWith('flag ')).map((id) => id.slice(5)), [chosen]);
  const read = useSWR(['flags', a, b, keys, 'promote'] as unknown as readonly [string, string, string, string[]], readBoth, fresh);
  const plan = useMemo(() => (read.data ? planPromote(read.data.left, read.data.right, chosen) : undefined), [read.data, chosen]);
  return { plan, before: read.data?.right, error: read.error };
}

/** The promote dialog. */
export function PromoteDialog({ a, b, chosen, onClose, onWritten, onDone }: PromoteDialogProps) {
  const { plan, before, error } = usePlan(a, b, chosen);
  const runner = usePromoteRun(onWritten);
  const { phase } = runner.state;
  const busy = phase === 'running' || phase === 'undoing';
  const promote = async () => {
    if (!plan || !before) return;
    const execution = await runner.run(plan.steps, before);
    if (execution.failed) return;
    toast.success(`Promoted ${chosen.size} item${chosen.size === 1 ? '' : 's'} from ${a} to ${b}`);
    onDone();
  };
  const state = runner.state;
  const undo = () => void ((state.phase === 'failed' || state.phase === 'undo-failed') && runner.undo(state));
  return (
    <Dialog
      title={`Promote to ${b}`}
      size="lg"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && !busy && onClose()}
      footer={
        <>
          <Button onPress={onClose} isDisabled={busy}>
            {phase === 'idle' ? 'Cancel' : 'Close'}
          </Button>
          {phase === 'idle' && (
            <Button tone="primary" onPress={() => void promote()} isDisabled={!plan || plan.refused || !plan.steps.length}>
              Promote
            </Button>
          )}
        </>
      }
    >
      <div className={styles.stack}>
        <p>{`Write the chosen differences of ${a} to ${b}: segments first, then the flags that use them.`}</p>
        {error && <FormError>{`The promote cannot be planned: ${errorText(error)}`}</FormError>}
        {!plan && !error && <Loader label="Reading both namespaces" />}
        {plan && phase === 'idle' && <PromotePlanView plan={plan} />}
        <PromoteStatus state={runner.state} onUndo={undo} />
      </div>
    </Dialog>
  );
}
