// The "New Rollout" and "Edit Rollout" slide-overs: type (fixed once created), percentage or
// segments, value and description.
import { useState } from 'react';
import { FormPanel, useDraftSubmit } from '../ordering/DraftForm';
import type { Segment } from '../segments/schema';
import { newRolloutDraft, rolloutBody, rolloutDraft, rolloutErrors } from './draft';
import type { useRolloutWrites } from './hooks';
import { RolloutFields } from './RolloutFields';
import type { Rollout } from './schema';

/** Props of RolloutPanel. */
export interface RolloutPanelProps {
  namespaceKey: string;
  segments: readonly Segment[];
  /** The rollout to edit, or null for a new one. */
  rollout: Rollout | null;
  /** The rank a new rollout gets. */
  rank: number;
  writes: ReturnType<typeof useRolloutWrites>;
  onClose: () => void;
}

/** The rollout panel; mount it to open it. */
export function RolloutPanel({ namespaceKey, segments, rollout, rank, writes, onClose }: RolloutPanelProps) {
  const [draft, setDraft] = useState(() => (rollout ? rolloutDraft(rollout) : newRolloutDraft()));
  const save = () => (rollout ? writes.update(rollout.id, rolloutBody(draft)) : writes.create({ ...rolloutBody(draft), rank }));
  const form = useDraftSubmit(rolloutErrors(draft), save, rollout ? 'Successfully updated rollout' : 'Successfully created rollout', onClose);
  return (
    <FormPanel title={rollout ? 'Edit Rollout' : 'New Rollout'} docs="rollouts" submitLabel={rollout ? 'Save' : 'Create'} form={form} onClose={onClose}>
      <RolloutFields namespaceKey={namespaceKey} segments={segments} draft={draft} onChange={setDraft} errors={form.shown} mode={rollout ? 'edit' : 'new'} />
    </FormPanel>
  );
}
