// The fields of a rule, shared by the New Rule panel and the quick edit: segments, then `children`
// (the type choice in the panel), then the variant (single) or the percentages (multi-variate).
import { useId, type ReactNode } from 'react';
import { ComboBox, TextField } from '../../design/components';
import type { FieldErrors } from '../../lib/forms';
import { useFlag } from '../flags';
import { percentTotal, SegmentPicker } from '../ordering';
import * as styles from '../../design/recipes/ranked.css';
import { variantOptions, type RuleDraft, type RuleKind } from './draft';
import type { RuleContext } from './hooks';
import * as field from '../../design/recipes/field.css';

/** A percentage input: a variant (new rule) or a distribution (quick edit), named by variant key. */
export type Share = { id: string; label: string };

/** Props of RuleFields. */
export type RuleFieldsProps = Pick<RuleContext, 'namespaceKey' | 'flag' | 'segments'> & {
  kind: RuleKind;
  shares: Share[];
  draft: RuleDraft;
  /** Receives the fields that changed. */
  onChange: (patch: Partial<RuleDraft>) => void;
  /** Messages by field (the form engine's `errors`). */
  errors: FieldErrors;
  children?: ReactNode;
  /**
   * Where the fields are: the New Rule panel (Flipt's ids `segmentKey-0`, `variant`) or the card
   * of the rule at a position (ids `rule-<n>-segmentKey-0`, `quick-variant-<n>`; distribution
   * inputs named `rollouts.[i].distribution.rollout`), whose fields read-only mode disables. A
   * card kept after its rule was deleted elsewhere gives the rule's id, so that ids stay unique.
   */
  place?: { position: number | string; readOnly: boolean };
};

type PercentFieldsProps = { shares: Share[]; percents: Record<string, string>; onChange: (p: Record<string, string>) => void; error?: string | null; named?: boolean; isDisabled?: boolean };

function PercentFields({ shares, percents, onChange, error, named, isDisabled }: PercentFieldsProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fields} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Variants</legend>
      <div className={styles.shares}>
        {shares.map(({ id, label }, i) => (
          <TextField
            key={id}
            label={label}
            name={named ? `rollouts.[${i}].distribution.rollout` : undefined}
            isDisabled={isDisabled}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            value={percents[id] ?? ''}
            onChange={(text) => onChange({ ...percents, [id]: text })}
            isInvalid={!!error}
          />
        ))}
      </div>
      <p className={styles.muted}>Total: {percentTotal(shares.map((s) => percents[s.id] ?? ''))}%</p>
      {error && (
        <p id={errorId} role="alert" className={field.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Segments, `children`, then the outcome fields of the rule's kind. */
export function RuleFields({ namespaceKey, segments, flag, kind, shares, draft, onChange: set, errors, children, place }: RuleFieldsProps) {
  const isDisabled = place?.readOnly;
  // Opening the variant picker refetches the flag, so variants added elsewhere show up.
  const { mutate } = useFlag(namespaceKey, flag.key);
  return (
    <>
      <SegmentPicker
        namespaceKey={namespaceKey}
        segments={segments}
        draft={draft}
        onChange={set}
        error={errors.segments?.[0]}
        idPrefix={place ? `rule-${place.position}-` : ''}
        isDisabled={isDisabled}
      />
      {children}
      {kind === 'single' && (
        <ComboBox
          id={place ? `quick-variant-${place.position}` : 'variant'}
          listElements={!!place}
          ignoreOpeningScroll={!!place}
          isDisabled={isDisabled}
          label="Variant"
          placeholder="Select or search for a variant"
          emptyText="No variants match"
          onOpen={() => void mutate()}
          options={variantOptions(flag.variants)}
          value={draft.variantId || null}
          onChange={(variantId) => set({ variantId })}
          isInvalid={!!errors.variantId}
          errorMessage={errors.variantId?.[0]}
        />
      )}
      {kind === 'multi' && (
        <PercentFields shares={shares} percents={draft.percents} onChange={(percents) => set({ percents })} error={errors.percents?.[0]} named={!!place} isDisabled={isDisabled} />
      )}
    </>
  );
}
