// The "New Rule" slide-over: segments, type and outcome (only Default Variant when the flag has no variants). The rule is posted first, then each
// distribution in order (SPEC §7); when a distribution fails the rule exists, so the panel closes
// and the list shows what was saved.
import { useState } from 'react';
import { FormSlideOver, RadioGroup } from '../../design/components';
import { useGuardedForm } from '../forms';
import { conceptDocs } from '../../lib/paths';
import { RANKED_FORM, segmentChoice } from '../ordering';
import { newDistributions, newRuleDraft, PERCENTS, ruleDraftSchema, ruleKindsFor, variantOptions, type RuleDraft, type RuleKind } from './draft';
import { createRuleFrom, type RuleContext } from './hooks';
import { RuleFields } from './RuleFields';

/** The New Rule panel, for a rule at `rank`; mount it to open it. */
export function NewRulePanel({ rank, onClose, ...ctx }: RuleContext & { rank: number; onClose: () => void }) {
  const { variants } = ctx.flag;
  const [start] = useState(() => newRuleDraft(variants));
  const [kind, setKind] = useState<RuleKind>(variants.length ? 'single' : 'default');
  // Flipt allows a rule without distributions on a flag without variants: it returns no variant.
  const noVariants = variants.length ? undefined : `Flag ${ctx.flag.key} has no variants. You can add variants in the details section. Until then this rule returns no variant.`;
  const save = (draft: RuleDraft) => createRuleFrom(ctx.writes, onClose, { ...segmentChoice(draft), rank }, newDistributions(draft, kind, variants));
  const form = useGuardedForm({
    values: start,
    schema: ruleDraftSchema(kind),
    save,
    ...RANKED_FORM,
    alwaysShow: PERCENTS,
    savedText: 'Successfully created rule',
    onSaved: onClose,
  });
  return (
    <FormSlideOver title="New Rule" docs={conceptDocs('rules')} submitLabel="Create" form={form} onClose={onClose}>
      <RuleFields {...ctx} kind={kind} shares={variantOptions(variants)} draft={form.values} onChange={form.patch} errors={form.errors}>
        <RadioGroup label="Type" options={ruleKindsFor(variants)} description={noVariants} value={kind} onChange={(next) => setKind(next as RuleKind)} />
      </RuleFields>
    </FormSlideOver>
  );
}
