// One rollout in the list: percentage or segments, value and description, or the quick-edit form
// in their place; the menu opens the full Edit panel.
import { useState, type ReactNode } from 'react';
import { useForm } from '../../design/components';
import { Facts, PercentBars, QuickEditForm, RANKED_FORM, RankedCard, rankedStyles as styles, segmentKeysOf, SegmentList } from '../ordering';
import type { Segment } from '../segments';
import { rolloutDraft, RolloutDraftSchema } from './draft';
import type { useRolloutWrites } from './hooks';
import { RolloutFields } from './RolloutFields';
import type { Rollout } from './schema';

/** What every rollout card of a tab shares. */
export type RolloutContext = {
  namespaceKey: string;
  segments: readonly Segment[];
  readOnly: boolean;
  writes: ReturnType<typeof useRolloutWrites>;
  onEdit: (rollout: Rollout) => void;
};

function Summary({ rollout }: { rollout: Rollout }) {
  const { segment, threshold } = rollout;
  const target: [string, ReactNode] = segment
    ? ['Segments', <SegmentList keys={segmentKeysOf(segment)} operator={segment.segmentOperator} />]
    : ['Percentage', <PercentBars entries={[{ label: 'entities', percent: threshold?.percentage ?? 0 }]} />];
  const value = (segment ?? threshold)?.value ?? false;
  const entries: [string, ReactNode][] = [target, ['Value', <code className={styles.code}>{String(value)}</code>]];
  if (rollout.description) entries.push(['Description', rollout.description]);
  return <Facts entries={entries} />;
}

function QuickEdit({ rollout, position, ctx, onDone }: { rollout: Rollout; position: number; ctx: RolloutContext; onDone: () => void }) {
  const [start] = useState(() => rolloutDraft(rollout));
  const form = useForm({
    values: start,
    schema: RolloutDraftSchema,
    save: (body) => ctx.writes.update(rollout.id, body),
    ...RANKED_FORM,
    savedText: 'Successfully updated rollout',
    onSaved: onDone,
  });
  return (
    <QuickEditForm label={`Edit rollout ${position}`} form={form} onCancel={onDone}>
      <RolloutFields {...ctx} draft={form.values} onChange={form.patch} errors={form.errors} mode="quick" />
    </QuickEditForm>
  );
}

/** A rollout card at `position`, with `handle` in its header. */
export function RolloutCard({ rollout, position, handle, ctx }: { rollout: Rollout; position: number; handle: ReactNode; ctx: RolloutContext }) {
  return (
    <RankedCard
      noun="rollout"
      position={position}
      title={rollout.segment ? 'Segment Rollout' : 'Threshold Rollout'}
      handle={handle}
      readOnly={ctx.readOnly}
      onEdit={() => ctx.onEdit(rollout)}
      onDelete={() => ctx.writes.remove(rollout.id)}
      quickEdit={(done) => <QuickEdit rollout={rollout} position={position} ctx={ctx} onDone={done} />}
    >
      <Summary rollout={rollout} />
    </RankedCard>
  );
}
