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

type Key = readonly [string, string, string, string[], 'promote'];
const readBoth = ([, a, b, keys]: Key) => Promise.all([readNamespaceState(a, keys), readNamespaceState(b, keys)]);

/** The promote dialog. */
export function PromoteDialog({ a, b, chosen, onClose, onWritten, onDone }: PromoteDialogProps) {
  // The chosen flags are read with their rules and rollouts, fresh.
  const keys = useMemo(() => [...chosen.keys()].filter((id) => id.startsWith('flag ')).map((id) => id.slice(5)), [chosen]);
  const read = useSWR<Awaited<ReturnType<typeof readBoth>>, unknown, Key>(['flags', a, b, keys, 'promote'], readBoth, { revalidateOnFocus: false, revalidateOnMount: true });
  const [left, right] = read.data ?? [];
  const plan = useMemo(() => left && right && planPromote(left, right, chosen), [left, right, chosen]);
  const runner = usePromoteRun(onWritten);
  const { state } = runner;
  const busy = state.phase === 'running' || state.phase === 'undoing';
  const promote = async () => {
    if (!plan || !right || (await runner.run(plan.steps, right)).failed) return;
    toast.success(`Promoted ${chosen.size} item${chosen.size === 1 ? '' : 's'} from ${a} to ${b}`);
    onDone();
  };
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
            {state.phase === 'idle' ? 'Cancel' : 'Close'}
          </Button>
          {state.phase === 'idle' && (
            <Button tone="primary" onPress={() => void promote()} isDisabled={!plan?.steps.length}>
              Promote
            </Button>
          )}
        </>
      }
    >
      <div className={styles.stack}>
        <p>{`Write the chosen differences of ${a} to ${b}: segments first, then the flags that use them.`}</p>
        {read.error ? <FormError>{`The promote cannot be planned: ${errorText(read.error)}`}</FormError> : !plan && <Loader label="Reading both namespaces" />}
        {plan && state.phase === 'idle' && <PromotePlanView plan={plan} />}
        <PromoteStatus state={state} onUndo={() => void ((state.phase === 'failed' || state.phase === 'undo-failed') && runner.undo(state))} />
      </div>
    </Dialog>
  );
}
