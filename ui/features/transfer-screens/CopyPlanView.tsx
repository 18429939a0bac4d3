// The deep copy's plan before it runs: each flag and segment with what the copy does with it, the
// reasons of a refusal under it, and a sentence saying whether the copy can go ahead.
import { Badge } from '../../design/components';
import type { CopyItem, CopyPlan } from '../transfer';
import * as styles from './transfer.css';

const ACTIONS: Record<CopyItem['action'], { label: string; tone: 'success' | 'neutral' | 'danger' }> = {
  create: { label: 'Create', tone: 'success' },
  reuse: { label: 'Reuse identical', tone: 'neutral' },
  refused: { label: 'Refused', tone: 'danger' },
};

/** One sentence for the plan: what it creates, or why nothing happens. */
export function copySummary(plan: CopyPlan): string {
  if (plan.refused) return `Nothing will be copied: namespace “${plan.to}” differs where the copy needs it to match (see below).`;
  const count = (kind: CopyItem['kind'], action: CopyItem['action']) => plan.items.filter((i) => i.kind === kind && i.action === action).length;
  const [flags, segments, reused] = [count('flag', 'create'), count('segment', 'create'), count('segment', 'reuse')];
  const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return `The copy creates ${plural(flags, 'flag')} and ${plural(segments, 'segment')} in “${plan.to}”${reused ? `, and reuses ${plural(reused, 'identical segment')}` : ''}: ${plural(plan.steps.length, 'call')}.`;
}

/** Props of CopyPlanView. */
export interface CopyPlanViewProps {
  plan: CopyPlan;
}

/** The plan as a list. */
export function CopyPlanView({ plan }: CopyPlanViewProps) {
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{copySummary(plan)}</p>
      <ul className={styles.plan} aria-label="Copy plan">
        {plan.items.map((item) => (
          <li key={`${item.kind} ${item.key}`} className={styles.planItem}>
            <Badge tone={ACTIONS[item.action].tone}>{ACTIONS[item.action].label}</Badge>
            <span>
              {item.kind === 'flag' ? 'Flag' : 'Segment'} <span className={styles.key}>{item.key}</span>
            </span>
            {item.reasons.length > 0 && (
              <ul className={styles.details}>
                {item.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
