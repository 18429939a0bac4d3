// The deep copy's plan before it runs: each flag and segment with what the copy does with it, the
// reasons of a refusal under it, and a sentence saying whether the copy can go ahead.
import type { CopyItem, CopyPlan } from '../transfer';
import { PlanList, type PlanLine } from './PlanList';
import * as styles from './transfer.css';

const ACTIONS: Record<CopyItem['action'], PlanLine['action']> = {
  create: { label: 'Create', tone: 'success' },
  reuse: { label: 'Reuse identical', tone: 'neutral' },
  refused: { label: 'Refused', tone: 'danger' },
};

/** One sentence for the plan: what it creates, or why nothing happens. */
export function copySummary(plan: CopyPlan): string {
  if (plan.refused && !plan.steps.length) return `Nothing can be copied as it is to “${plan.to}” (see below).`;
  const count = (kind: CopyItem['kind'], action: CopyItem['action']) => plan.items.filter((i) => i.kind === kind && i.action === action).length;
  const [flags, segments, reused] = [count('flag', 'create'), count('segment', 'create'), count('segment', 'reuse')];
  const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return `The copy creates ${plural(flags, 'flag')} and ${plural(segments, 'segment')} in “${plan.to}”${reused ? `, and reuses ${plural(reused, 'identical segment')}` : ''}: ${plural(plan.steps.length, 'call')}.`;
}

const lineOf = (item: CopyItem): PlanLine => ({
  id: `${item.kind} ${item.key}`,
  action: ACTIONS[item.action],
  what: item.kind === 'flag' ? 'Flag' : 'Segment',
  key: item.key,
  details: item.reasons,
});

/** Props of CopyPlanView. */
export interface CopyPlanViewProps {
  plan: CopyPlan;
}

/** The plan: a summary line, then the list. */
export function CopyPlanView({ plan }: CopyPlanViewProps) {
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{copySummary(plan)}</p>
      <PlanList label="Copy plan" lines={plan.items.map(lineOf)} />
    </div>
  );
}
