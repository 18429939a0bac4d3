// The Rules tab of a variant flag (UI-INVENTORY §2.10): the rules in rank order, reorderable,
// then the Default Rule card. Rules need variants to return and segments to match.
import { useState } from 'react';
import { EmptyState, LinkButton } from '../../design/components';
import { paths } from '../../app/paths';
import type { FlagTabProps } from '../flags/tabs';
import { useReadOnly } from '../meta';
import { nextRank } from '../ordering/reorder';
import { SortableList } from '../ordering/SortableList';
import { NewButton, TabHeader, TabLoading } from '../ordering/TabHeader';
import { useSegments } from '../segments/hooks';
import { DefaultRuleCard } from './DefaultRuleCard';
import { useRuleWrites, useRules } from './hooks';
import { NewRulePanel } from './NewRulePanel';
import { RuleCard } from './RuleCard';
import * as styles from '../ordering/ranked.css';

function Missing({ namespaceKey, flagKey, variants }: { namespaceKey: string; flagKey: string; variants: boolean }) {
  return variants ? (
    <EmptyState
      level={3}
      title="Rules need variants"
      description="A rule decides which variant to return, and this flag has none yet."
      action={<LinkButton href={paths.flag(namespaceKey, flagKey)}>Go to Variants</LinkButton>}
    />
  ) : (
    <EmptyState
      level={3}
      title="Rules need segments"
      description="A rule applies to the entities of its segments, and this namespace has none yet."
      action={<LinkButton href={paths.newSegment(namespaceKey)}>New Segment</LinkButton>}
    />
  );
}

/** The rules of a variant flag. */
export function RulesTab({ namespaceKey, flag }: FlagTabProps) {
  const { data, error } = useRules(namespaceKey, flag.key);
  const { data: segmentList, error: segmentsError } = useSegments(namespaceKey);
  const segments = segmentList?.segments;
  const readOnly = useReadOnly();
  const writes = useRuleWrites(namespaceKey, flag.key);
  const [creating, setCreating] = useState(false);
  const rules = data?.rules;
  if (!data || !rules || !segments) return <TabLoading what="rules" failed={Boolean(error || segmentsError)} />;
  const missing = flag.variants.length === 0 || segments.length === 0;
  const newRule = <NewButton label="New Rule" readOnly={readOnly} onPress={() => setCreating(true)} />;
  const ctx = { namespaceKey, flag, segments, readOnly, writes };
  return (
    <section className={styles.section} aria-label="Rules">
      <TabHeader
        title="Rules"
        intro="Rules are evaluated in order from top to bottom. Drag a rule by its handle, or move it with the keyboard, to change the order."
        action={!missing && rules.length > 0 && newRule}
      />
      {missing && <Missing namespaceKey={namespaceKey} flagKey={flag.key} variants={flag.variants.length === 0} />}
      {!missing && rules.length === 0 && (
        <EmptyState level={3} title="No rules yet" description="Without rules every entity gets the default variant." action={newRule} />
      )}
      {rules.length > 0 && (
        <SortableList items={rules} label="Rules" noun="rule" isDisabled={readOnly} onReorder={(items) => void writes.reorder(data, items)}>
          {(rule, position, handle) => <RuleCard rule={rule} position={position} handle={handle} ctx={ctx} />}
        </SortableList>
      )}
      {flag.variants.length > 0 && <DefaultRuleCard namespaceKey={namespaceKey} flag={flag} readOnly={readOnly} />}
      {creating && (
        <NewRulePanel namespaceKey={namespaceKey} flag={flag} segments={segments} rank={nextRank(rules)} create={writes.create} onClose={() => setCreating(false)} />
      )}
    </section>
  );
}
