// The state the flag and segment forms share (SPEC §4–5). Edits are kept over the entity's live
// values, so a change made elsewhere (a variant added, the default rollout toggled) shows at once
// and a saved form is clean again as soon as the cache holds the saved entity.
import { useState, type FormEvent } from 'react';
import { toast } from '../../design/components';
import { serverErrors, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { followKey, sanitizeKey } from '../../lib/slug';
import { useReadOnly } from '../meta';

/** The fields every entity form has. */
export type EntityValues = { name: string; key: string; description: string };

/** Props of useEntityForm. */
export interface EntityFormOptions<V extends EntityValues, R> {
  /** The entity's values, or a new one's defaults. */
  base: V;
  isNew: boolean;
  /** Client-side errors by field for the current values. */
  check: (values: V) => FieldErrors;
  save: (values: V) => Promise<R>;
  /** The success toast (SPEC §8). */
  savedText: string;
  onSaved?: (result: R) => void;
}

const without = (errors: FieldErrors, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !fields.includes(name)));

const touchedOnly = (errors: FieldErrors, touched: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => touched.has(name)));

/** Which fields the user has touched, and the server's errors by field until they change. */
function useFieldErrors() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<FieldErrors>({});
  return {
    /** The errors to show: client ones of touched fields, then the server's. */
    shown: (client: FieldErrors) => ({ ...touchedOnly(client, touched), ...server }),
    touch: (field: string) => setTouched((prev) => new Set(prev).add(field)),
    changed: (fields: string[]) => setServer((prev) => without(prev, fields)),
    failed: (error: unknown) => setServer(serverErrors(error).fields),
    reset: () => setTouched(new Set()),
  };
}

/** Values, shown errors, submit state and change handlers of a create or edit form. */
export function useEntityForm<V extends EntityValues, R>({ base, isNew, check, save, savedText, onSaved }: EntityFormOptions<V, R>) {
  const readOnly = useReadOnly();
  const [edits, setEdits] = useState<Partial<V>>({});
  const [pending, setPending] = useState(false);
  const errors = useFieldErrors();
  const values: V = { ...base, ...edits };
  const client = check(values);
  const dirty = Object.entries(edits).some(([name, value]) => value !== base[name as keyof V]);
  const canSubmit = dirty && Object.keys(client).length === 0 && !pending && !readOnly;

  /** Applies a patch; only `field` counts as touched (a key that follows the name is not). */
  const set = (field: keyof V & string, patch: Partial<V>) => {
    setEdits((prev) => ({ ...prev, ...patch }));
    errors.touch(field);
    errors.changed(Object.keys(patch));
  };
  const change = (field: keyof V & string) => (value: string) => {
    if (field === 'name' && isNew) return set(field, { name: value, key: followKey(values.key, values.name, value) } as Partial<V>);
    set(field, { [field]: field === 'key' ? sanitizeKey(value) : value } as Partial<V>);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setPending(true);
    try {
      const result = await save(values);
      toast.success(savedText);
      setEdits({});
      errors.reset();
      onSaved?.(result);
    } catch (error) {
      errors.failed(error);
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  };
  /** Props of a text field bound to `name`: value, change, error under it, disabled when read-only. */
  const field = (name: keyof V & string) => {
    const message = errors.shown(client)[name]?.[0];
    const value = String(values[name] ?? '');
    return { name, value, onChange: change(name), onBlur: () => errors.touch(name), isInvalid: Boolean(message), errorMessage: message, isDisabled: readOnly };
  };
  return { values, readOnly, pending, canSubmit, set, change, field, submit };
}

/** What useEntityForm returns. */
export type EntityForm<V extends EntityValues> = ReturnType<typeof useEntityForm<V, unknown>>;
