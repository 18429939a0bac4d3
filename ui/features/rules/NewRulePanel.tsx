// The "New Rule" slide-over: segments, type and outcome. The rule is posted first, then each
// distribution in order (SPEC §7); when a distribution fails the rule exists, so the panel closes
// and the list shows what was saved.
import { useState } from 'react';
import { RadioGroup, toast } from '../../design/components';
import { errorText } from '../../lib/http';
import type { Flag } from '../flags/schema';
import { FormPanel, useDraftSubmit } from '../ordering/DraftForm';
import { segmentChoice } from '../ordering/segments';
import type { Segment } from '../segments/schema';
import { newDistributions, newRuleDraft, RULE_KINDS, ruleErrors, type RuleKind } from './draft';
import { ruleWasCreated, type useRuleWrites } from './hooks';
import { RuleFields } from './RuleFields';

/** Props of NewRulePanel. */
export interface NewRulePanelProps {
  namespaceKey: string;
  flag: Flag;
  segments: readonly Segment[];
  /** The new rule's rank (after the last one). */
  rank: number;
  create: ReturnType<typeof useRuleWrites>['create'];
  onClose: () => void;
}

/** The New Rule panel; mount it to open it. */
export function NewRulePanel({ namespaceKey, flag, segments, rank, create, onClose }: NewRulePanelProps) {
  const [draft, setDraft] = useState(() => newRuleDraft(flag.variants));
  const [kind, setKind] = useState<RuleKind>('single');
  const errors = ruleErrors(draft, kind);
  const save = async () => {
    try {
      await create({ ...segmentChoice(draft), rank }, newDistributions(draft, kind, flag.variants));
    } catch (error) {
      if (!ruleWasCreated(error)) throw error;
      toast.error(errorText(error));
      onClose();
      return false;
    }
  };
  const form = useDraftSubmit(errors, save, 'Successfully created rule', onClose);
  return (
    <FormPanel title="New Rule" docs="rules" submitLabel="Create" form={form} onClose={onClose}>
      <RuleFields
        namespaceKey={namespaceKey}
        segments={segments}
        variants={flag.variants}
        kind={kind}
        shares={flag.variants.map((v) => ({ id: v.id, label: v.key }))}
        draft={draft}
        onChange={setDraft}
        errors={{ percents: errors.percents, ...form.shown }}
      >
        <RadioGroup label="Type" options={RULE_KINDS} value={kind} onChange={(next) => setKind(next as RuleKind)} />
      </RuleFields>
    </FormPanel>
  );
}
