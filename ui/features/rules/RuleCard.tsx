// One rule in the list: its segments and outcome, or the quick-edit form in their place.
import { useState, type ReactNode } from 'react';
import { useForm } from '../../design/components';
import type { Flag } from '../flags';
import { Facts, PercentBars, QuickEditForm, RANKED_FORM, RankedCard, rankedStyles as styles, segmentKeysOf, SegmentList } from '../ordering';
import { kindLabel, PERCENTS, ruleChanges, ruleDraft, ruleDraftSchema, ruleKind, type RuleKind } from './draft';
import type { RuleContext } from './hooks';
import { RuleFields } from './RuleFields';
import type { Rule } from './schema';

/** The rule's distributions named by variant key; those of deleted variants are left out (API.md §11). */
const sharesOf = (rule: Rule, flag: Flag) =>
  rule.distributions.flatMap((d) => {
    const variant = flag.variants.find((v) => v.id === d.variantId);
    return variant ? [{ id: d.id, label: variant.key, percent: d.rollout }] : [];
  });

function Outcome({ rule, kind, flag }: { rule: Rule; kind: RuleKind; flag: Flag }) {
  if (kind === 'default') return <span>{flag.variants.length ? "The flag's default variant" : 'No variant (the flag has none)'}</span>;
  const shares = sharesOf(rule, flag);
  if (kind === 'single') return <code className={styles.code}>{shares[0]?.label}</code>;
  const rest = (10_000 - shares.reduce((sum, s) => sum + Math.round(s.percent * 100), 0)) / 100;
  return (
    <>
      <PercentBars entries={shares} />
      {rest > 0 && <span className={styles.muted}>The other {rest}% get the flag&apos;s default variant.</span>}
    </>
  );
}

function QuickEdit({ rule, kind, position, ctx, onDone }: { rule: Rule; kind: RuleKind; position: number; ctx: RuleContext; onDone: () => void }) {
  const [start] = useState(() => ruleDraft(rule));
  const form = useForm({
    values: start,
    schema: ruleDraftSchema(kind),
    save: (draft) => ctx.writes.update(rule.id, ruleChanges(rule, draft, kind)),
    ...RANKED_FORM,
    alwaysShow: PERCENTS,
    savedText: 'Successfully updated rule',
    onSaved: onDone,
  });
  return (
    <QuickEditForm label={`Edit rule ${position}`} form={form} onCancel={onDone}>
      <RuleFields {...ctx} kind={kind} shares={sharesOf(rule, ctx.flag)} draft={form.values} onChange={form.patch} errors={form.errors} />
    </QuickEditForm>
  );
}

/** A rule card at `position`, with `handle` in its header. */
export function RuleCard({ rule, position, handle, ctx }: { rule: Rule; position: number; handle: ReactNode; ctx: RuleContext }) {
  const kind = ruleKind(rule);
  return (
    <RankedCard
      noun="rule"
      position={position}
      kind={kindLabel(kind)}
      handle={handle}
      readOnly={ctx.readOnly}
      onDelete={() => ctx.writes.remove(rule.id)}
      quickEdit={(done) => <QuickEdit rule={rule} kind={kind} position={position} ctx={ctx} onDone={done} />}
    >
      <Facts
        entries={[
          ['Segments', <SegmentList keys={segmentKeysOf(rule)} operator={rule.segmentOperator} />],
          [kind === 'multi' ? 'Distribution' : 'Variant', <Outcome rule={rule} kind={kind} flag={ctx.flag} />],
        ]}
      />
    </RankedCard>
  );
}
