// The Rollouts tab of a boolean flag (UI-INVENTORY §2.11): threshold and segment rollouts in rank
// order, reorderable, then the Default Rollout card (the flag's enabled state).
import { useState } from 'react';
import { EmptyState } from '../../design/components';
import type { FlagTabProps } from '../flags/tabs';
import { useReadOnly } from '../meta';
import { nextRank } from '../ordering/reorder';
import { SortableList } from '../ordering/SortableList';
import { NewButton, TabHeader, TabLoading } from '../ordering/TabHeader';
import { useSegments } from '../segments/hooks';
import { DefaultRolloutCard } from './DefaultRolloutCard';
import { useRollouts, useRolloutWrites } from './hooks';
import { RolloutCard } from './RolloutCard';
import { RolloutPanel } from './RolloutPanel';
import type { Rollout } from './schema';
import * as styles from '../ordering/ranked.css';

/** The rollouts of a boolean flag. */
export function RolloutsTab({ namespaceKey, flag }: FlagTabProps) {
  const { data, error } = useRollouts(namespaceKey, flag.key);
  const { data: segmentList, error: segmentsError } = useSegments(namespaceKey);
  const segments = segmentList?.segments;
  const readOnly = useReadOnly();
  const writes = useRolloutWrites(namespaceKey, flag.key);
  const [panel, setPanel] = useState<Rollout | 'new' | null>(null);
  const rollouts = data?.rules;
  if (!data || !rollouts || !segments) return <TabLoading what="rollouts" failed={Boolean(error || segmentsError)} />;
  const newRollout = <NewButton label="New Rollout" readOnly={readOnly} onPress={() => setPanel('new')} />;
  const ctx = { namespaceKey, segments, readOnly, writes, onEdit: setPanel };
  return (
    <section className={styles.section} aria-label="Rollouts">
      <TabHeader
        title="Rollouts"
        intro="Return boolean values based on rules you define. Rules are evaluated in order from top to bottom. Drag a rollout by its handle, or move it with the keyboard, to change the order."
        action={rollouts.length > 0 && newRollout}
      />
      {rollouts.length === 0 && <EmptyState level={3} title="No rollouts yet" description="Without rollouts every entity gets the default value below." action={newRollout} />}
      {rollouts.length > 0 && (
        <SortableList items={rollouts} label="Rollouts" noun="rollout" isDisabled={readOnly} onReorder={(items) => void writes.reorder(data, items)}>
          {(rollout, position, handle) => <RolloutCard rollout={rollout} position={position} handle={handle} ctx={ctx} />}
        </SortableList>
      )}
      <DefaultRolloutCard namespaceKey={namespaceKey} flag={flag} readOnly={readOnly} />
      {panel && (
        <RolloutPanel
          namespaceKey={namespaceKey}
          segments={segments}
          rollout={panel === 'new' ? null : panel}
          rank={nextRank(rollouts)}
          writes={writes}
          onClose={() => setPanel(null)}
        />
      )}
    </section>
  );
}
