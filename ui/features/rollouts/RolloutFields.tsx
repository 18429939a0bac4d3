// The fields of a rollout, shared by the New and Edit panels (with type and description) and the
// quick edit of each card: a percentage (number input, with a slider kept in step) or segments,
// and the value returned (a native select, as Flipt's).
import { NativeSelect, RadioGroup, TextField } from '../../design/components';
import type { FieldErrors } from '../../lib/forms';
import { SegmentPicker } from '../ordering';
import * as styles from '../../design/recipes/ranked.css';
import type { Segment } from '../segments';
import { ROLLOUT_KINDS, THRESHOLD, type RolloutDraft } from './draft';
import type { RolloutType } from './schema';

const VALUES = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

/** Props of PercentageField. */
export interface PercentageFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isDisabled?: boolean;
}

/**
 * The "Percentage" number input, with a 0–100 slider beside it for the pointer. The slider repeats
 * the input, so it is hidden from assistive technology and left out of the tab order: the input is
 * the one control named "Percentage" (arrow keys step it).
 */
export function PercentageField({ value, onChange, error, isDisabled }: PercentageFieldProps) {
  const number = Number(value);
  return (
    <div className={styles.row}>
      <div className={styles.narrow}>
        <TextField label="Percentage" type="number" inputMode="decimal" min={0} max={100} step="any" value={value} onChange={onChange} isDisabled={isDisabled} isInvalid={!!error} errorMessage={error} />
      </div>
      <input
        type="range"
        aria-hidden="true"
        tabIndex={-1}
        min={0}
        max={100}
        step={1}
        disabled={isDisabled}
        className={styles.range}
        value={Number.isFinite(number) ? number : 0}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

/** Props of RolloutFields. */
export interface RolloutFieldsProps {
  namespaceKey: string;
  segments: readonly Segment[];
  draft: RolloutDraft;
  /** Receives the fields that changed. */
  onChange: (patch: Partial<RolloutDraft>) => void;
  /** Messages by field (the form engine's `errors`). */
  errors: FieldErrors;
  /** 'new': type can be chosen; 'edit': type shown, fixed; 'quick': no type and no description. */
  mode: 'new' | 'edit' | 'quick';
  /**
   * In a card: its position (segment picker ids `rollout-<n>-segmentKey-0`; a kept card's id, so
   * that ids stay unique) and read-only mode.
   */
  place?: { position: number | string; readOnly: boolean };
}

/** Type, percentage or segments, value and description of a rollout. */
export function RolloutFields({ namespaceKey, segments, draft, onChange: set, errors, mode, place }: RolloutFieldsProps) {
  const isDisabled = place?.readOnly;
  return (
    <>
      {mode !== 'quick' && (
        <RadioGroup label="Type" options={ROLLOUT_KINDS} value={draft.type} isDisabled={mode === 'edit'} onChange={(type) => set({ type: type as RolloutType })} />
      )}
      {draft.type === THRESHOLD ? (
        <PercentageField value={draft.percentage} onChange={(percentage) => set({ percentage })} error={errors.percentage?.[0]} isDisabled={isDisabled} />
      ) : (
        <SegmentPicker
          namespaceKey={namespaceKey}
          segments={segments}
          draft={draft}
          onChange={set}
          error={errors.segments?.[0]}
          idPrefix={place ? `rollout-${place.position}-` : ''}
          isDisabled={isDisabled}
        />
      )}
      <NativeSelect label="Value" options={VALUES} value={String(draft.value)} isDisabled={isDisabled} onChange={(value) => set({ value: value === 'true' })} />
      {mode !== 'quick' && <TextField label="Description" description="Optional" value={draft.description} onChange={(description) => set({ description })} />}
    </>
  );
}
