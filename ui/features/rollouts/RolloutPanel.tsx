// The "New Rollout" and "Edit Rollout" slide-overs: type (fixed once created), percentage or
// segments, value and description.
import { useState } from 'react';
import { FormSlideOver } from '../../design/components/FormSlideOver';
import { conceptDocs } from '../../lib/paths';
import { useDraftSubmit } from '../ordering';
import { newRolloutDraft, rolloutBody, rolloutDraft, rolloutErrors } from './draft';
import type { RolloutContext } from './RolloutCard';
import { RolloutFields } from './RolloutFields';
import type { Rollout } from './schema';

/** Props of RolloutPanel: `rollout` null creates one at `rank`. */
export type RolloutPanelProps = RolloutContext & { rollout: Rollout | null; rank: number; onClose: () => void };

/** The rollout panel; mount it to open it. */
export function RolloutPanel({ rollout, rank, onClose, ...ctx }: RolloutPanelProps) {
  const [draft, setDraft] = useState(() => (rollout ? rolloutDraft(rollout) : newRolloutDraft()));
  const save = () => (rollout ? ctx.writes.update(rollout.id, rolloutBody(draft)) : ctx.writes.create({ ...rolloutBody(draft), rank }));
  const form = useDraftSubmit(rolloutErrors(draft), save, rollout ? 'Successfully updated rollout' : 'Successfully created rollout', onClose);
  return (
    <FormSlideOver title={rollout ? 'Edit Rollout' : 'New Rollout'} docs={conceptDocs('rollouts')} submitLabel={rollout ? 'Save' : 'Create'} form={form} onClose={onClose}>
      <RolloutFields {...ctx} draft={draft} onChange={setDraft} errors={form.shown} mode={rollout ? 'edit' : 'new'} />
    </FormSlideOver>
  );
}
