// The promote's one confirmation: a sentence on what it does, each flag and segment with its action
// and changes (or why it is refused), and every call it will make, in order.
import { displayPath, type Step } from '../transfer';
import { PlanList, type PlanLine } from '../transfer-screens';
import type { PromoteAction, PromoteItem, PromotePlan } from './promote';
import * as styles from './compare.css';

const ACTIONS: Record<PromoteAction, PlanLine['action']> = {
  create: { label: 'Create', tone: 'success' },
  update: { label: 'Update', tone: 'accent' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
  refused: { label: 'Refused', tone: 'danger' },
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One sentence for the plan. */
export function promoteSummary(plan: PromotePlan): string {
  if (plan.refused) return `Nothing will be written: ${plural(plan.items.filter((i) => i.action === 'refused').length, 'chosen item')} cannot be promoted as chosen (see below).`;
  if (!plan.steps.length) return `Nothing to write: ${plan.to} already has what was chosen.`;
  const count = (action: PromoteAction) => plan.items.filter((i) => i.action === action).length;
  return `The promote writes to ${plan.to}: it creates ${count('create')} and updates ${count('update')} flags and segments, in ${plural(plan.steps.length, 'call')}.`;
}

const lineOf = (item: PromoteItem): PlanLine => ({
  id: `${item.kind} ${item.key}`,
  action: ACTIONS[item.action],
  what: item.kind === 'flag' ? 'Flag' : 'Segment',
  key: item.key,
  details: [...item.changes, ...item.reasons],
});

/** Every call, in order: what it does and the request it sends. */
export function CallList({ label, steps }: { label: string; steps: Step[] }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, i) => (
        <li key={i}>
          {step.title} <span className={styles.call}>{`${step.method} ${displayPath(step)}`}</span>
        </li>
      ))}
    </ol>
  );
}

/** Props of PromotePlanView. */
export interface PromotePlanViewProps {
  plan: PromotePlan;
}

/** The plan before it runs. */
export function PromotePlanView({ plan }: PromotePlanViewProps) {
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{promoteSummary(plan)}</p>
      <PlanList label="Promote plan" lines={plan.items.map(lineOf)} />
      {plan.steps.length > 0 && (
        <details open={plan.steps.length <= 30}>
          <summary>{`The ${plural(plan.steps.length, 'call')}, in order`}</summary>
          <CallList label="Calls to make" steps={plan.steps} />
        </details>
      )}
    </div>
  );
}
