// One rollout in the list: its description, then its quick-edit form, always shown as in Flipt:
// percentage or segments, and value, with Reset and Update; the menu opens the full Edit panel.
import { useMemo, type ReactNode } from 'react';
import { useGuardedForm } from '../forms';
import { deleteGuard } from '../../lib/conflicts';
import { QUICK_FORM, QuickEditForm, RankedCard, showOperator, useKept } from '../ordering';
import * as styles from '../../design/recipes/ranked.css';
import type { Segment } from '../segments';
import { rolloutDraft, RolloutDraftSchema } from './draft';
import type { RolloutBody } from './api';
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

/** How a rollout form reads its rollout now, for the conflict guard (issue 26). */
export const rolloutCurrent = (rollout: Rollout, what: string, ctx: Pick<RolloutContext, 'writes'>) => ({
  what,
  show: showOperator,
  read: async () => {
    const now = await ctx.writes.current(rollout.id);
    return now && { values: rolloutDraft(now), source: now };
  },
});

/** A rollout form's way on when its rollout was deleted elsewhere (issue 36): a new one at `rank`, or `discard`. */
export const recreated = (ctx: Pick<RolloutContext, 'writes'>, rank: number, discard: () => void) => ({
  recreate: (body: RolloutBody) => ctx.writes.create({ ...body, rank }),
  discard,
});

/** A rollout's title as Flipt's card shows it. */
export const rolloutTitle = (rollout: Rollout) => (rollout.segment ? 'Segment Rollout' : 'Threshold Rollout');

function QuickEdit({ rollout, position, ctx }: { rollout: Rollout; position: number; ctx: RolloutContext }) {
  const start = useMemo(() => rolloutDraft(rollout), [rollout]);
  const kept = useKept();
  const form = useGuardedForm({
    values: start,
    schema: RolloutDraftSchema,
    current: rolloutCurrent(rollout, `${rolloutTitle(rollout).toLowerCase()} ${position}`, ctx),
    save: (body) => ctx.writes.update(rollout.id, body),
    gone: kept?.gone && recreated(ctx, kept.rank, kept.discard),
    ...QUICK_FORM,
    disabled: ctx.readOnly,
    savedText: 'Successfully updated rollout',
  });
  return (
    <QuickEditForm label={`${rolloutTitle(rollout)} ${position}`} form={form}>
      <RolloutFields {...ctx} draft={form.values} onChange={form.patch} errors={form.errors} mode="quick" place={{ position: kept?.gone ? rollout.id : position, readOnly: ctx.readOnly }} />
    </QuickEditForm>
  );
}

/** A rollout card at `position`, with `handle` in its header. */
export function RolloutCard({ rollout, position, handle, ctx }: { rollout: Rollout; position: number; handle: ReactNode; ctx: RolloutContext }) {
  return (
    <RankedCard
      noun="rollout"
      position={position}
      title={rolloutTitle(rollout)}
      handle={handle}
      readOnly={ctx.readOnly}
      onEdit={() => ctx.onEdit(rollout)}
      onDelete={() => ctx.writes.remove(rollout.id)}
      guard={deleteGuard(`${rolloutTitle(rollout).toLowerCase()} ${position}`, rollout, rolloutDraft, () => ctx.writes.current(rollout.id), { show: showOperator })}
    >
      {rollout.description && <p className={styles.muted}>{rollout.description}</p>}
      <QuickEdit rollout={rollout} position={position} ctx={ctx} />
    </RankedCard>
  );
}
