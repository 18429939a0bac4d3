// The import preview: how many flags and segments of the file are created, updated, unchanged or
// refused, then the file's own problems, its segments and its flags, each group with its count
// (issue 29.10): what changes is listed (refused first, then created, then updated, with the
// changes or the reasons), what stays as it is folds into one closed line that opens its list.
import { countActions, type ImportPlan, type ItemAction, type PlanItem } from '../transfer';
import { PlanList, type PlanLine } from './PlanList';
import * as styles from './transfer.css';

const ACTIONS: Record<ItemAction, PlanLine['action']> = {
  create: { label: 'Create', tone: 'success' },
  update: { label: 'Update', tone: 'accent' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
  refused: { label: 'Refused', tone: 'danger' },
};

/** The order of what changes: what needs a look first. */
const ORDER: Record<ItemAction, number> = { refused: 0, create: 1, update: 2, unchanged: 3 };

/** "2 to create, 1 to update, 5 unchanged, 1 refused". */
export function importSummary(plan: ImportPlan): string {
  const counts = countActions(plan);
  return `${counts.create} to create, ${counts.update} to update, ${counts.unchanged} unchanged, ${counts.refused} refused`;
}

const COUNTED: [ItemAction, string][] = [
  ['refused', 'refused'],
  ['create', 'to create'],
  ['update', 'to update'],
  ['unchanged', 'unchanged'],
];

/** A group's counts, those above zero only: "1 refused · 3 to create · 150 unchanged". */
const groupCounts = (items: PlanItem[]) =>
  COUNTED.map(([action, text]) => [items.filter((item) => item.action === action).length, text] as const)
    .filter(([n]) => n > 0)
    .map(([n, text]) => `${n} ${text}`)
    .join(' · ');

const WHAT = { document: 'The file', flag: 'Flag', segment: 'Segment' };

/** The groups, in the order the import writes them (segments before the flags whose rules use them). */
const GROUPS = [
  { kind: 'document', title: 'The file', noun: 'part' },
  { kind: 'segment', title: 'Segments', noun: 'segment' },
  { kind: 'flag', title: 'Flags', noun: 'flag' },
] as const;

const lineOf = (item: PlanItem, i: number): PlanLine => ({
  id: `${item.kind} ${item.key ?? i}`,
  action: ACTIONS[item.action],
  what: WHAT[item.kind],
  key: item.key,
  details: [...item.changes, ...item.reasons],
});

/** One kind's part of the preview: its heading with the counts, what changes, and the unchanged folded. */
function Group({ title, noun, items }: { title: string; noun: string; items: PlanItem[] }) {
  const changing = items.filter((item) => item.action !== 'unchanged').sort((a, b) => ORDER[a.action] - ORDER[b.action]);
  const same = items.filter((item) => item.action === 'unchanged');
  const id = `import-${noun}`;
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <h3 id={id} className={styles.groupTitle}>
        {title} <span className={styles.groupCounts}>{groupCounts(items)}</span>
      </h3>
      {changing.length > 0 && <PlanList label={`${title}: changes`} lines={changing.map(lineOf)} />}
      {same.length > 0 && (
        <details className={styles.fold}>
          <summary className={styles.foldSummary}>{`${same.length} unchanged ${noun}${same.length === 1 ? '' : 's'}`}</summary>
          <PlanList label={`${title}: unchanged`} lines={same.map(lineOf)} />
        </details>
      )}
    </section>
  );
}

/** The preview: a summary line, then the groups (a promote's plan shows the same way, named `label`). */
export function ImportPreview({ plan, label = 'Import preview' }: { plan: ImportPlan; label?: string }) {
  const calls = `${plan.steps.length} call${plan.steps.length === 1 ? '' : 's'}`;
  return (
    <div className={styles.stack} role="group" aria-label={label}>
      <p className={styles.muted}>{`${importSummary(plan)}: ${calls} in namespace ${plan.namespace}.`}</p>
      {GROUPS.map(({ kind, title, noun }) => {
        const items = plan.items.filter((item) => item.kind === kind);
        return items.length > 0 && <Group key={kind} title={title} noun={noun} items={items} />;
      })}
    </div>
  );
}
