// State of the constraint slide-over: values, which fields were touched, server errors, saving.
import { useState, type FormEvent } from 'react';
import { toast } from '../../design/components';
import { serverErrors, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { usePreferences } from '../../stores/preferences';
import type { Constraint, ConstraintType } from '../segments/schema';
import { changeOperator, changeType, constraintErrors, constraintInput, initialValues, type ConstraintValues } from './form';
import { useConstraintWrites } from './hooks';

type Field = keyof ConstraintValues;
const FIELDS = ['property', 'value'];

type ServerErrors = { fields: FieldErrors; form: string | null };
const NO_SERVER_ERRORS: ServerErrors = { fields: {}, form: null };

/** A refused save: messages naming the property or value go by their field, the rest above the form. */
function splitServerErrors(error: unknown): ServerErrors {
  const mapped = serverErrors(error);
  const known = Object.keys(mapped.fields).every((name) => FIELDS.includes(name));
  return known ? mapped : { fields: {}, form: errorText(error) };
}

/** A field edit with the type and operator rules of SPEC §4. */
function applyChange(values: ConstraintValues, field: Field, text: string): ConstraintValues {
  if (field === 'type') return changeType(values, text as ConstraintType);
  if (field === 'operator') return changeOperator(values, text);
  return { ...values, [field]: text };
}

/** Props of the constraint form: `constraint` null creates one. */
export interface ConstraintFormProps {
  namespaceKey: string;
  segmentKey: string;
  constraint: Constraint | null;
  onClose: () => void;
}

/** Values, errors (touched fields and the server's) and the handlers of the constraint form. */
export function useConstraintForm({ namespaceKey, segmentKey, constraint, onClose }: ConstraintFormProps) {
  const mode = usePreferences((s) => s.timezone);
  const [initial] = useState(() => initialValues(constraint, mode));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState(NO_SERVER_ERRORS);
  const [pending, setPending] = useState(false);
  const { save } = useConstraintWrites(namespaceKey, segmentKey);
  const client = constraintErrors(values, mode);
  const shown = Object.entries(client).filter(([name]) => touched.has(name));
  const errors: FieldErrors = { ...Object.fromEntries(shown), ...server.fields };
  const touch = (field: string) => setTouched((prev) => new Set(prev).add(field));
  const change = (field: Field) => (text: string) => {
    setValues((prev) => applyChange(prev, field, text));
    touch(field === 'date' || field === 'time' ? 'value' : field);
    setServer(NO_SERVER_ERRORS);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(client).length) return setTouched(new Set(FIELDS));
    setPending(true);
    try {
      await save(constraint?.id ?? null, constraintInput(values, mode));
      toast.success(constraint ? 'Successfully updated constraint' : 'Successfully created constraint');
      onClose();
    } catch (error) {
      setServer(splitServerErrors(error));
      toast.error(errorText(error));
      setPending(false);
    }
  };
  const dirty = (Object.keys(values) as Field[]).some((field) => values[field] !== initial[field]);
  return { values, errors, mode, formError: server.form, pending, canSubmit: dirty && !Object.keys(client).length, change, touch, submit };
}
