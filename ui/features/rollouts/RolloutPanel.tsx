// The "New Rollout" and "Edit Rollout" slide-overs: type (fixed once created), percentage or
// segments, value and description.
import { useMemo } from 'react';
import { useGuardedForm } from '../forms';
import { FormSlideOver } from '../../design/components';
import { conceptDocs } from '../../lib/paths';
import { RANKED_FORM } from '../ordering';
import { newRolloutDraft, rolloutDraft, RolloutDraftSchema } from './draft';
import { recreated, rolloutCurrent, rolloutTitle, type RolloutContext } from './RolloutCard';
import { RolloutFields } from './RolloutFields';
import type { Rollout } from './schema';

/** Props of RolloutPanel: `rollout` null creates one at `rank`; `gone`: it was deleted elsewhere. */
export type RolloutPanelProps = RolloutContext & { rollout: Rollout | null; gone?: boolean; rank: number; onClose: () => void };

/** The rollout panel; mount it to open it. */
export function RolloutPanel({ rollout, gone, rank, onClose, ...ctx }: RolloutPanelProps) {
  // The rollout as now listed: a change made elsewhere shows under the edits (issue 26).
  const start = useMemo(() => (rollout ? rolloutDraft(rollout) : newRolloutDraft()), [rollout]);
  const form = useGuardedForm({
    values: start,
    schema: RolloutDraftSchema,
    ...(rollout ? { current: rolloutCurrent(rollout, rolloutTitle(rollout).toLowerCase(), ctx) } : {}),
    save: (body) => (rollout ? ctx.writes.update(rollout.id, body) : ctx.writes.create({ ...body, rank })),
    gone: gone && recreated(ctx, rank, onClose),
    ...RANKED_FORM,
    // Editing: Update waits for a change (an unchanged rollout has nothing to save).
    submit: rollout ? 'when-changed' : RANKED_FORM.submit,
    savedText: rollout ? 'Successfully updated rollout' : 'Successfully created rollout',
    onSaved: onClose,
  });
  return (
    <FormSlideOver title={rollout ? 'Edit Rollout' : 'New Rollout'} docs={conceptDocs('rollouts')} submitLabel={rollout ? 'Update' : 'Create'} form={form} onClose={onClose}>
      <RolloutFields {...ctx} draft={form.values} onChange={form.patch} errors={form.errors} mode={rollout ? 'edit' : 'new'} />
    </FormSlideOver>
  );
}
