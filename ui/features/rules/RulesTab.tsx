// The Rules tab of a variant flag (UI-INVENTORY §2.10): the rules in rank order, reorderable,
// then the Default Rule card (when the flag has variants). Rules need segments to match; on a flag
// without variants a rule returns no variant, as Flipt allows.
import { useState } from 'react';
import { EmptyState, LinkButton, Section } from '../../design/components';
import { paths } from '../../lib/paths';
import type { FlagTabProps } from '../flags';
import { CreateAction, useWriteBlock } from '../permissions';
import { nextRank, orderHint, SortableList, TabLoading } from '../ordering';
import { useSegments } from '../segments';
import { DefaultRuleCard } from './DefaultRuleCard';
import { useRuleWrites, useRules } from './hooks';
import { NewRulePanel } from './NewRulePanel';
import { RuleCard } from './RuleCard';

/** The rules of a variant flag. */
export function RulesTab({ namespaceKey, flag }: FlagTabProps) {
  const rules = useRules(namespaceKey, flag.key);
  const segmentList = useSegments(namespaceKey);
  const segments = segmentList.data?.segments;
  const readOnly = Boolean(useWriteBlock('flag', 'update'));
  const writes = useRuleWrites(namespaceKey, flag.key);
  const [creating, setCreating] = useState(false);
  const data = rules.data;
  if (!data || !segments) return <TabLoading what="rules" failed={!!(rules.error || segmentList.error)} />;
  const list = data.rules;
  const hasVariants = flag.variants.length > 0;
  // What a rule needs and the namespace or flag lacks, with the way to add it.
  const missing = !segments.length && { what: 'segments', why: 'A rule applies to the entities of its segments, and this namespace has none yet.', href: paths.newSegment(namespaceKey), action: 'New Segment' };
  const newRule = <CreateAction resource="flag" label="New Rule" onPress={() => setCreating(true)} />;
  const ctx = { namespaceKey, flag, segments, readOnly, writes };
  return (
    <Section
      title="Rules"
      description={orderHint('Rules are evaluated in order from top to bottom.', 'rule', readOnly)}
      action={!missing && list.length > 0 && newRule}
    >
      {missing ? (
        <EmptyState level={3} title={`Rules need ${missing.what}`} description={missing.why} action={<LinkButton href={missing.href}>{missing.action}</LinkButton>} />
      ) : (
        !list.length && <EmptyState level={3} title="No rules yet" description={hasVariants ? 'Without rules every entity gets the default variant.' : 'This flag has no variants yet, so a rule returns no variant.'} action={newRule} />
      )}
      <SortableList items={list} label="Rules" noun="rule" isDisabled={readOnly} onReorder={(items) => void writes.reorder(data, items)}>
        {(rule, position, handle) => <RuleCard rule={rule} position={position} handle={handle} ctx={ctx} />}
      </SortableList>
      {hasVariants && <DefaultRuleCard namespaceKey={namespaceKey} flag={flag} readOnly={readOnly} />}
      {creating && <NewRulePanel {...ctx} rank={nextRank(list)} onClose={() => setCreating(false)} />}
    </Section>
  );
}
