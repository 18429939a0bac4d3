// The run button of a plan (Import, Copy, Promote), all or nothing: a plan with refused items
// does not run as it is. The button is disabled with the reason beside it, in words, and the
// operator may leave the refused items out explicitly; then the rest runs.
import { useId } from 'react';
import { Button, Checkbox } from '../../design/components';
import { refusedOf, type PlanRunner, type RunnablePlan } from './usePlanRun';
import * as styles from './transfer.css';

/** Props of RunGate. */
export interface RunGateProps {
  runner: PlanRunner;
  /** The button's text: "Import". */
  label: string;
  plan: RunnablePlan;
  /** What to say when nothing would change: "Nothing to import." */
  nothing: string;
  /** Why the run cannot happen at all (read-only, a role, a choice to make); undefined when it can. */
  blocked?: string | false;
  onRun: () => void;
}

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The button, the reason it is disabled, and the choice to leave refused items out. */
export function RunGate({ runner, label, plan, nothing, blocked, onRun }: RunGateProps) {
  const id = useId();
  const refused = refusedOf(plan.items).length;
  const calls = plan.steps.length;
  const one = refused === 1 ? 'it' : 'them';
  const why = refused ? `${items(refused)} refused (see above): fix ${one}${calls ? `, or leave ${one} out` : ''}.` : nothing;
  const reason = blocked || ((refused && !runner.leaveOut) || !calls ? why : '');
  return (
    <div className={styles.row}>
      <Button tone="primary" onPress={onRun} isDisabled={Boolean(reason) || runner.running} aria-describedby={reason ? id : undefined}>
        {label}
      </Button>
      {reason && (
        <span id={id} className={styles.muted}>
          {reason}
        </span>
      )}
      {refused > 0 && calls > 0 && !blocked && (
        <Checkbox label={`Leave out the refused ${items(refused)} and ${label.toLowerCase()} the rest`} isSelected={runner.leaveOut} isDisabled={runner.running} onChange={runner.setLeaveOut} />
      )}
    </div>
  );
}
