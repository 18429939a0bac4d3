// The Rollouts tab of a boolean flag (UI-INVENTORY §2.11): threshold and segment rollouts in rank
// order, reorderable, then the Default Rollout card (the flag's enabled state).
import { useState } from 'react';
import { EmptyState, Section } from '../../design/components';
import { listed } from '../../lib/gone';
import type { FlagTabProps } from '../flags';
import { CreateAction, useWriteBlock } from '../permissions';
import { nextRank, orderHint, SortableList, TabLoading } from '../ordering';
import { useSegments } from '../segments';
import { DefaultRolloutCard } from './DefaultRolloutCard';
import { useRollouts, useRolloutWrites } from './hooks';
import { RolloutCard, rolloutTitle } from './RolloutCard';
import { RolloutPanel } from './RolloutPanel';
import type { Rollout } from './schema';

/** The rollouts of a boolean flag. */
export function RolloutsTab({ namespaceKey, flag }: FlagTabProps) {
  const rollouts = useRollouts(namespaceKey, flag.key);
  const segmentList = useSegments(namespaceKey);
  const segments = segmentList.data?.segments;
  const readOnly = Boolean(useWriteBlock('flag', 'update'));
  const writes = useRolloutWrites(namespaceKey, flag.key);
  const [panel, setPanel] = useState<Rollout | 'new' | null>(null);
  const data = rollouts.data;
  if (!data || !segments) return <TabLoading what="rollouts" failed={!!(rollouts.error || segmentList.error)} />;
  const list = data.rules;
  const newRollout = <CreateAction resource="flag" label="New Rollout" onPress={() => setPanel('new')} />;
  const ctx = { namespaceKey, segments, readOnly, writes, onEdit: setPanel };
  // The rollout edited as now listed: a change made elsewhere shows under the edits (issue 26), a delete is said (issue 36).
  const open = panel && panel !== 'new' ? listed(list, panel) : null;
  return (
    <Section
      title="Rollouts"
      description={orderHint('Return boolean values based on rules you define. Rules are evaluated in order from top to bottom.', 'rollout', readOnly)}
      action={list.length > 0 && newRollout}
    >
      {!list.length && <EmptyState level={3} title="No rollouts yet" description="Without rollouts every entity gets the default value below." action={newRollout} />}
      <SortableList items={list} label="Rollouts" noun="rollout" itemName={(rollout, position) => `${rolloutTitle(rollout)} ${position}`} isDisabled={readOnly} onReorder={(items) => void writes.reorder(data, items)}>
        {(rollout, position, handle) => <RolloutCard rollout={rollout} position={position} handle={handle} ctx={ctx} />}
      </SortableList>
      <DefaultRolloutCard namespaceKey={namespaceKey} flag={flag} />
      {panel && <RolloutPanel {...ctx} rollout={open?.record ?? null} gone={open?.gone} rank={nextRank(list)} onClose={() => setPanel(null)} />}
    </Section>
  );
}
