// The New/Edit Constraint slide-over (SPEC §4): Type, Property, Operator, Value and Description.
// Create/Update wait for a valid change; a server refusal shows by its field or above the form.
import { Button, Form, FormError, Link, Select, SlideOver, TextField } from '../../design/components';
import { CONSTRAINT_TYPES } from '../segments/schema';
import { ENTITY, operatorOptions, TYPE_LABELS } from './operators';
import { useConstraintForm, type ConstraintFormProps } from './useConstraintForm';
import { ValueField } from './ValueField';

const FORM_ID = 'constraint-form';
const TYPE_OPTIONS = CONSTRAINT_TYPES.map((id) => ({ id, label: TYPE_LABELS[id] }));

const fieldError = (message: string | undefined) => ({ isInvalid: !!message, errorMessage: message });

/** The constraint slide-over; mount it to open it, `onClose` unmounts it. */
export function ConstraintForm(props: ConstraintFormProps) {
  const form = useConstraintForm(props);
  const { values, errors, change } = form;
  const entity = values.type === ENTITY;
  return (
    <SlideOver
      title={props.constraint ? 'Edit Constraint' : 'New Constraint'}
      description={
        <Link href="https://www.flipt.io/docs/concepts#constraints" external>
          Learn more about constraints
        </Link>
      }
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button tone="primary" type="submit" form={FORM_ID} isDisabled={!form.canSubmit} isPending={form.pending}>
            {props.constraint ? 'Update' : 'Create'}
          </Button>
        </>
      )}
    >
      <Form id={FORM_ID} validationBehavior="aria" onSubmit={(e) => void form.submit(e)}>
        <FormError>{form.formError}</FormError>
        <Select label="Type" options={TYPE_OPTIONS} value={values.type} onChange={change('type')} />
        <TextField
          label="Property"
          isRequired
          mono
          isReadOnly={entity}
          description={entity ? 'Entity constraints match the entity ID of the request.' : 'The context key to match, e.g. email.'}
          value={values.property}
          onChange={change('property')}
          onBlur={() => form.touch('property')}
          {...fieldError(errors.property?.[0])}
        />
        <Select label="Operator" options={operatorOptions(values.type)} value={values.operator} onChange={change('operator')} />
        <ValueField values={values} error={errors.value?.[0]} mode={form.mode} change={change} touch={() => form.touch('value')} />
        <TextField label="Description" description="Optional" value={values.description} onChange={change('description')} />
      </Form>
    </SlideOver>
  );
}
