// The import preview: how many flags and segments of the file are created, updated, unchanged or
// refused, then each of them with its action and what changes (or why it is refused).
import { countActions, type ImportPlan, type ItemAction, type PlanItem } from '../transfer';
import { PlanList, type PlanLine } from './PlanList';
import * as styles from './transfer.css';

const ACTIONS: Record<ItemAction, PlanLine['action']> = {
  create: { label: 'Create', tone: 'success' },
  update: { label: 'Update', tone: 'accent' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
  refused: { label: 'Refused', tone: 'danger' },
};

/** "2 to create, 1 to update, 5 unchanged, 1 refused". */
export function importSummary(plan: ImportPlan): string {
  const counts = countActions(plan);
  return `${counts.create} to create, ${counts.update} to update, ${counts.unchanged} unchanged, ${counts.refused} refused`;
}

const WHAT = { document: 'The file', flag: 'Flag', segment: 'Segment' };

const lineOf = (item: PlanItem, i: number): PlanLine => ({
  id: `${item.kind} ${item.key ?? i}`,
  action: ACTIONS[item.action],
  what: WHAT[item.kind],
  key: item.key,
  details: [...item.changes, ...item.reasons],
});

/** Props of ImportPreview. */
export interface ImportPreviewProps {
  plan: ImportPlan;
}

/** The preview: a summary line, then the list. */
export function ImportPreview({ plan }: ImportPreviewProps) {
  const calls = `${plan.steps.length} call${plan.steps.length === 1 ? '' : 's'}`;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{`${importSummary(plan)}: ${calls} in namespace ${plan.namespace}.`}</p>
      <PlanList label="Import preview" lines={plan.items.map(lineOf)} />
    </div>
  );
}
