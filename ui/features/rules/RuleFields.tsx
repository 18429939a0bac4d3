// The fields of a rule, shared by the New Rule panel and the quick edit: segments, then `children`
// (the type choice in the panel), then the variant (single) or the percentages (multi-variate).
import { useId, type ReactNode } from 'react';
import { Select, TextField } from '../../design/components';
import type { Variant } from '../flags/schema';
import { SegmentPicker } from '../ordering/SegmentPicker';
import type { Segment } from '../segments/schema';
import { percentTotal, type RuleDraft, type RuleErrors, type RuleKind } from './draft';
import * as styles from '../ordering/ranked.css';

/** A percentage input: a variant (new rule) or a distribution (quick edit), named by variant key. */
export type Share = { id: string; label: string };

/** Props of RuleFields. */
export interface RuleFieldsProps {
  namespaceKey: string;
  segments: readonly Segment[];
  variants: readonly Variant[];
  kind: RuleKind;
  shares: Share[];
  draft: RuleDraft;
  onChange: (draft: RuleDraft) => void;
  errors: RuleErrors;
  children?: ReactNode;
}

function PercentFields({ shares, percents, onChange, error }: { shares: Share[]; percents: Record<string, string>; onChange: (p: Record<string, string>) => void; error?: string | null }) {
  const errorId = useId();
  return (
    <fieldset className={styles.fields} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Percentages</legend>
      <div className={styles.shares}>
        {shares.map((share) => (
          <TextField
            key={share.id}
            label={share.label}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            value={percents[share.id] ?? ''}
            onChange={(text) => onChange({ ...percents, [share.id]: text })}
            isInvalid={!!error}
          />
        ))}
      </div>
      <p className={styles.muted}>Total: {percentTotal(shares.map((s) => percents[s.id] ?? ''))}%</p>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Segments, `children`, then the outcome fields of the rule's kind. */
export function RuleFields({ namespaceKey, segments, variants, kind, shares, draft, onChange, errors, children }: RuleFieldsProps) {
  return (
    <>
      <SegmentPicker namespaceKey={namespaceKey} segments={segments} draft={draft} onChange={(d) => onChange({ ...draft, ...d })} error={errors.segments} />
      {children}
      {kind === 'single' && (
        <Select
          label="Variant"
          placeholder="Select a variant"
          options={variants.map((v) => ({ id: v.id, label: v.key }))}
          value={draft.variantId || null}
          onChange={(variantId) => onChange({ ...draft, variantId })}
          isInvalid={!!errors.variant}
          errorMessage={errors.variant ?? undefined}
        />
      )}
      {kind === 'multi' && <PercentFields shares={shares} percents={draft.percents} onChange={(percents) => onChange({ ...draft, percents })} error={errors.percents} />}
    </>
  );
}
