// The fields of a rollout, shared by the New and Edit panels (with type and description) and the
// quick edit: a percentage (slider and number kept in step) or segments, and the value returned.
import { useId } from 'react';
import { RadioGroup, Select, TextField } from '../../design/components';
import type { FieldErrors } from '../../lib/forms';
import { rankedStyles as styles, SegmentPicker } from '../ordering';
import type { Segment } from '../segments';
import { ROLLOUT_KINDS, THRESHOLD, type RolloutDraft } from './draft';
import type { RolloutType } from './schema';
import * as field from '../../design/recipes/field.css';

const VALUES = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

/** Props of PercentageField. */
export interface PercentageFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A 0–100 slider and a number input showing the same percentage. */
export function PercentageField({ value, onChange, error }: PercentageFieldProps) {
  const id = useId();
  const number = Number(value);
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        Percentage
      </label>
      <div className={styles.row}>
        <input id={id} type="range" min={0} max={100} step={1} className={styles.range} value={Number.isFinite(number) ? number : 0} onChange={(e) => onChange(e.currentTarget.value)} />
        <div className={styles.narrow}>
          <TextField label="Percentage (%)" hideLabel type="number" inputMode="decimal" min={0} max={100} step="any" value={value} onChange={onChange} isInvalid={!!error} errorMessage={error} />
        </div>
      </div>
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
}

/** Type, percentage or segments, value and description of a rollout. */
export function RolloutFields({ namespaceKey, segments, draft, onChange: set, errors, mode }: RolloutFieldsProps) {
  return (
    <>
      {mode !== 'quick' && (
        <RadioGroup label="Type" options={ROLLOUT_KINDS} value={draft.type} isDisabled={mode === 'edit'} onChange={(type) => set({ type: type as RolloutType })} />
      )}
      {draft.type === THRESHOLD ? (
        <PercentageField value={draft.percentage} onChange={(percentage) => set({ percentage })} error={errors.percentage?.[0]} />
      ) : (
        <SegmentPicker namespaceKey={namespaceKey} segments={segments} draft={draft} onChange={set} error={errors.segments?.[0]} />
      )}
      <Select label="Value" options={VALUES} value={String(draft.value)} onChange={(value) => set({ value: value === 'true' })} />
      {mode !== 'quick' && <TextField label="Description" description="Optional" value={draft.description} onChange={(description) => set({ description })} />}
    </>
  );
}
