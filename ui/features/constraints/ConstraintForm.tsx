// The New/Edit Constraint slide-over (SPEC §4): Type, Property (hidden for Entity, as in Flipt),
// Operator, Value and Description.
// Create/Update wait for a valid change; a server refusal shows by its field or above the form.
// Type and Operator are native selects, as in Flipt's console (operators' scripts pick by value).
import { FormSlideOver, NativeSelect, TextField } from '../../design/components';
import { useGuardedForm } from '../forms';
import { conceptDocs } from '../../lib/paths';
import { usePreferences } from '../../stores/preferences';
import { useMeta } from '../meta';
import { CONSTRAINT_TYPES, type Constraint } from '../segments';
import { applyChange, constraintFormSchema, initialValues } from './form';
import { useConstraintWrites } from './hooks';
import { ENTITY, operatorOptions, TYPE_LABELS } from './operators';
import { ValueField } from './ValueField';

const TYPE_OPTIONS = CONSTRAINT_TYPES.map((id) => ({ id, label: TYPE_LABELS[id] }));

/** Props of the constraint form: `constraint` null creates one. */
export interface ConstraintFormProps {
  namespaceKey: string;
  segmentKey: string;
  constraint: Constraint | null;
  /** The constraint was deleted elsewhere (issue 36). */
  gone?: boolean;
  onClose: () => void;
}

/** The constraint slide-over; mount it to open it, `onClose` unmounts it. */
export function ConstraintForm({ namespaceKey, segmentKey, constraint, gone, onClose }: ConstraintFormProps) {
  const mode = usePreferences((s) => s.timezone);
  const { substringOperators } = useMeta();
  const { save, current } = useConstraintWrites(namespaceKey, segmentKey);
  const form = useGuardedForm({
    values: initialValues(constraint, mode),
    schema: constraintFormSchema(mode),
    apply: applyChange,
    // The constraint as it is now, for the conflict guard of an edit (issue 26).
    ...(constraint && {
      current: {
        what: `constraint on ${constraint.property}`,
        read: async () => {
          const now = await current(constraint.id);
          return now && { values: initialValues(now, mode), source: now };
        },
      },
    }),
    save: (input) => save(constraint?.id ?? null, input),
    gone: gone && { recreate: (input) => save(null, input), discard: onClose },
    savedText: constraint ? 'Successfully updated constraint' : 'Successfully created constraint',
    onSaved: onClose,
  });
  const { values, change } = form;
  const entity = values.type === ENTITY;
  return (
    <FormSlideOver title={constraint ? 'Edit Constraint' : 'New Constraint'} docs={conceptDocs('constraints')} submitLabel={constraint ? 'Update' : 'Create'} form={form} onClose={onClose}>
      <NativeSelect
        label="Type"
        description={entity ? 'Entity constraints match the entity ID of the request.' : undefined}
        options={TYPE_OPTIONS}
        value={values.type}
        onChange={change('type')}
      />
      {/* Flipt hides Property for Entity: it is always entityId (set by applyChange). */}
      {!entity && <TextField label="Property" isRequired mono description="The context key to match, e.g. email." {...form.field('property')} />}
      <NativeSelect label="Operator" options={operatorOptions(values.type, substringOperators, constraint?.operator)} value={values.operator} onChange={change('operator')} />
      <ValueField values={values} error={form.errors.value?.[0]} mode={mode} change={(field) => change(field, 'value')} badInput={change('badInput', 'value')} touch={() => form.touch('value')} />
      <TextField label="Description" description="Optional" value={values.description} onChange={change('description')} />
    </FormSlideOver>
  );
}
