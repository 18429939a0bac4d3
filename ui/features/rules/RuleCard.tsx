// One rule in the list: its quick-edit form, always shown as in Flipt: segments, the rule's type
// (fixed once created), then its variant or its percentages, with Reset and Update.
import { useMemo, type ReactNode } from 'react';
import { useGuardedForm } from '../forms';
import { PopoverHost } from '../../design/components';
import { deleteGuard } from '../../lib/conflicts';
import { variantKey, type Flag } from '../flags';
import { Facts, PercentBars, QUICK_FORM, QuickEditForm, RankedCard, segmentChoice, segmentKeysOf, showOperator, useKept } from '../ordering';
import * as styles from '../../design/recipes/ranked.css';
import { draftDistributions, PERCENTS, RULE_KINDS, ruleChanges, ruleDraft, ruleDraftSchema, ruleKind, type RuleKind } from './draft';
import { createRuleFrom, type RuleContext } from './hooks';
import { RuleFields } from './RuleFields';
import type { Rule } from './schema';

/** The rule's distributions named by variant key; those of deleted variants are left out (API.md §11). */
const sharesOf = (rule: Rule, flag: Flag) =>
  rule.distributions.flatMap((d) => {
    const variant = flag.variants.find((v) => v.id === d.variantId);
    return variant ? [{ id: d.id, label: variant.key, percent: d.rollout }] : [];
  });

/** The rule's type, with Flipt's name and description. */
function Type({ kind }: { kind: RuleKind }) {
  const { label, description } = RULE_KINDS.find((k) => k.id === kind) ?? { label: kind, description: '' };
  return (
    <Facts
      entries={[
        [
          'Type',
          <>
            <span>{label}</span>
            <span className={styles.muted}>{description}</span>
          </>,
        ],
      ]}
    />
  );
}

/** What the rule returns, drawn: each variant's share, and the rest going to the default variant. */
function Split({ rule, flag }: { rule: Rule; flag: Flag }) {
  const shares = sharesOf(rule, flag);
  const rest = (10_000 - shares.reduce((sum, s) => sum + Math.round(s.percent * 100), 0)) / 100;
  return (
    <>
      <PercentBars entries={shares} />
      {rest > 0 && <span className={styles.muted}>The other {rest}% get the flag&apos;s default variant.</span>}
    </>
  );
}

/** A rule's fields as the conflict view names them: a percentage by its variant's key. */
const ruleLabel = (rule: Rule, flag: Flag) => (field: string) => {
  const distribution = field.startsWith('percents.') && rule.distributions.find((d) => d.id === field.slice('percents.'.length));
  if (distribution) return `Percentage of ${flag.variants.find((v) => v.id === distribution.variantId)?.key ?? 'a deleted variant'}`;
  return { segments: 'Segments', operator: 'Segment operator', variantId: 'Variant' }[field] ?? field;
};

/** A rule's contents as its delete compares them (issue 26): segments, and variants by key with their percentages. */
const ruleContents = (flag: Flag) => (rule: Rule) => ({
  segments: segmentKeysOf(rule),
  operator: rule.segmentOperator,
  distribution: rule.distributions.map((d) => `${variantKey(flag.variants, d.variantId)} ${d.rollout}%`),
});

/** A rule's values as the conflict view shows them: the variant by key, the operator by name. */
const ruleShow = (flag: Flag) => (field: string, value: unknown) => (field === 'variantId' ? variantKey(flag.variants, value) : showOperator(field, value));

function QuickEdit({ rule, kind, position, ctx }: { rule: Rule; kind: RuleKind; position: number; ctx: RuleContext }) {
  const start = useMemo(() => ruleDraft(rule), [rule]);
  const kept = useKept();
  const form = useGuardedForm({
    values: start,
    schema: ruleDraftSchema(kind),
    // The rule as it is now, for the conflict guard (issue 26); the changes are sent over it.
    current: {
      what: `rule ${position}`,
      read: async () => {
        const now = await ctx.writes.current(rule.id);
        return now && { values: ruleDraft(now), source: now };
      },
      label: ruleLabel(rule, ctx.flag),
      show: ruleShow(ctx.flag),
    },
    save: (draft, now) => ctx.writes.update(rule.id, ruleChanges(now ?? rule, draft, kind)),
    // Deleted elsewhere (issue 36): a new rule, last, from the values.
    gone: kept?.gone && {
      recreate: (draft) => createRuleFrom(ctx.writes, kept.discard, { ...segmentChoice(draft), rank: kept.rank }, draftDistributions(rule, draft, kind).map(({ id, ...d }) => d)),
      discard: kept.discard,
    },
    ...QUICK_FORM,
    alwaysShow: PERCENTS,
    disabled: ctx.readOnly,
    savedText: 'Successfully updated rule',
  });
  return (
    <QuickEditForm label={`Rule ${position}`} form={form}>
      <RuleFields {...ctx} kind={kind} shares={sharesOf(rule, ctx.flag)} draft={form.values} onChange={form.patch} errors={form.errors} place={{ position: kept?.gone ? rule.id : position, readOnly: ctx.readOnly }}>
        <Type kind={kind} />
      </RuleFields>
      {kind === 'multi' && <Split rule={rule} flag={ctx.flag} />}
    </QuickEditForm>
  );
}

/** A rule card at `position`, with `handle` in its header. */
export function RuleCard({ rule, position, handle, ctx }: { rule: Rule; position: number; handle: ReactNode; ctx: RuleContext }) {
  const kind = ruleKind(rule);
  return (
    <RankedCard noun="rule" position={position} handle={handle} readOnly={ctx.readOnly} onDelete={() => ctx.writes.remove(rule.id)}
      guard={deleteGuard(`rule ${position}`, rule, ruleContents(ctx.flag), () => ctx.writes.current(rule.id), { show: ruleShow(ctx.flag) })}
    >
      {/* The variant picker's options open inside the card, as Flipt's do. */}
      <PopoverHost>
        <QuickEdit rule={rule} kind={kind} position={position} ctx={ctx} />
      </PopoverHost>
    </RankedCard>
  );
}
