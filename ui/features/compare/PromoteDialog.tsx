// Promote (issue 27 item 2, issue 36): the chosen differences of A written to B after one
// confirmation that lists every call and what else it touches. Both namespaces are read again
// first (the screen's copy may be old, and the plan needs the ids of B's rules and rollouts). The
// run is all or nothing (a stop puts back what it wrote); a promote that ran offers its Undo.
import { useMemo, useState } from 'react';
import { Button, Dialog, FormError, Loader } from '../../design/components';
import { errorText } from '../../lib/http';
import { changeOf } from '../transfer';
import { RunGate, RunStatus, usePlanRun } from '../transfer-screens';
import { usePromoteSides, useWhole } from './hooks';
import { planPromote, type Selection } from './promote';
import { PromotePlanView } from './PromotePlanView';
import { SegmentChoices } from './SegmentChoices';
import * as styles from './compare.css';

/** Props of PromoteDialog. Mount it to open it. */
export interface PromoteDialogProps {
  a: string;
  b: string;
  chosen: Selection;
  onClose: () => void;
  /** A run, its put-back or its undo wrote to B. */
  onWritten: () => void;
  /** The promote ran to the end. */
  onDone: () => void;
}

/** The promote dialog. */
export function PromoteDialog({ a, b, chosen, onClose, onWritten, onDone }: PromoteDialogProps) {
  // The chosen flags are read with their rules and rollouts, fresh.
  const keys = useMemo(() => [...chosen.keys()].filter((id) => id.startsWith('flag ')).map((id) => id.slice(5)), [chosen]);
  const read = usePromoteSides(a, b, keys);
  const whole = useWhole(b).data?.state;
  const [left, right] = read.data ?? [];
  const [choices, setChoices] = useState<ReadonlyMap<string, 'theirs' | 'promote'>>(new Map());
  const plan = useMemo(() => left && right && planPromote(left, right, chosen, choices, whole), [left, right, chosen, choices, whole]);
  const runner = usePlanRun(b, onWritten);
  const { state } = runner;
  const busy = runner.running;
  const pending = plan?.choices.filter((c) => !choices.has(c.key)).map((c) => c.key) ?? [];
  const promote = async () => {
    if (!plan || !right) return;
    const change = changeOf(plan, right);
    const n = change.items.length;
    if (!(await runner.run(plan, change, `Promoted ${n} item${n === 1 ? '' : 's'} from ${a} to ${b}`)).failed) onDone();
  };
  return (
    <Dialog
      title={`Promote to ${b}`}
      size="lg"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && !busy && onClose()}
      footer={
        <Button onPress={onClose} isDisabled={busy}>
          {state.phase === 'idle' ? 'Cancel' : 'Close'}
        </Button>
      }
    >
      <div className={styles.stack}>
        <p>{`Write the chosen differences of ${a} to ${b}: segments first, then the flags that use them.`}</p>
        {read.error ? <FormError>{`The promote cannot be planned: ${errorText(read.error)}`}</FormError> : !plan && <Loader label="Reading both namespaces" />}
        {plan && state.phase === 'idle' && (
          <>
            <SegmentChoices a={a} b={b} choices={plan.choices} value={choices} isDisabled={busy} onChange={(key, choice) => setChoices(new Map(choices).set(key, choice))} />
            <PromotePlanView plan={plan} />
            <RunGate runner={runner} label="Promote" plan={plan} nothing="Nothing to promote." blocked={pending.length > 0 && `Choose above what to do with segment ${pending.join(', ')}.`} onRun={() => void promote()} />
          </>
        )}
        <RunStatus runner={runner} verb="Promoting" />
      </div>
    </Dialog>
  );
}
