// The state the flag and segment forms share (SPEC §4–5). Edits are kept over the entity's live
// values, so a change made elsewhere (a variant added, the default rollout toggled) shows at once
// and a saved form is clean again as soon as the cache holds the saved entity. Creating opens the
// new entity; updating stays.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import { toast } from '../../design/components';
import { KeySchema, OptionalTextSchema, RequiredSchema, serverErrors, validate, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { followKey, sanitizeKey } from '../../lib/slug';
import { useReadOnly } from '../meta';
import type { EntityKind } from './kind';

/** The fields every entity form has. */
export type EntityValues = { name: string; key: string; description: string };

/** Options of useEntityForm. */
export interface EntityFormOptions<V extends EntityValues> {
  kind: EntityKind;
  isNew: boolean;
  /** The entity's values, or a new one's defaults. */
  base: V;
  /** Client-side errors by field for the current values, beyond those of name, key and description. */
  check?: (values: V) => FieldErrors;
  /** The create or update call, given the values with name and description trimmed; resolves to the saved entity. */
  save: (values: V) => Promise<{ key: string }>;
  /** The page of a created entity. */
  hrefOf: (key: string) => string;
}

/** The rules of the fields every entity form has (SPEC §5). */
const EntityFieldsSchema = v.object({ name: RequiredSchema, key: KeySchema, description: OptionalTextSchema });

const pick = (errors: FieldErrors, keep: (field: string) => boolean) => Object.fromEntries(Object.entries(errors).filter(([field]) => keep(field)));

/** Values, shown errors, submit state and change handlers of a create or edit form. */
export function useEntityForm<V extends EntityValues>({ kind, isNew, base, check, save, hrefOf }: EntityFormOptions<V>) {
  const readOnly = useReadOnly();
  const [, navigate] = useLocation();
  const [edits, setEdits] = useState<Partial<V>>({});
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // The server's errors by field, shown until the next change: it may well fix them.
  const [server, setServer] = useState<FieldErrors>({});
  const values: V = { ...base, ...edits };
  const client = { ...validate(EntityFieldsSchema, values), ...check?.(values) };
  const shown = { ...pick(client, (field) => touched.has(field)), ...server };
  const dirty = Object.entries(edits).some(([name, value]) => value !== base[name as keyof V]);
  const canSubmit = dirty && Object.keys(client).length === 0 && !pending && !readOnly;
  const touch = (field: string) => setTouched((prev) => new Set(prev).add(field));

  /** Applies a patch; only `field` counts as touched (a key that follows the name is not). */
  const set = (field: keyof V & string, patch: Partial<V>) => {
    setEdits((prev) => ({ ...prev, ...patch }));
    touch(field);
    setServer({});
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
      const saved = await save({ ...values, name: values.name.trim(), description: values.description.trim() });
      toast.success(`Successfully ${isNew ? 'created' : 'updated'} ${kind}`);
      setEdits({});
      setTouched(new Set());
      if (isNew) navigate(`~${hrefOf(saved.key)}`);
    } catch (error) {
      setServer(serverErrors(error).fields);
      toast.error(errorText(error));
    }
    setPending(false);
  };
  /** Props of a text field bound to `name`: value, change, error under it, disabled when read-only. */
  const field = (name: keyof V & string) => {
    const message = shown[name]?.[0];
    return { name, value: String(values[name]), onChange: change(name), onBlur: () => touch(name), isInvalid: !!message, errorMessage: message, isDisabled: readOnly };
  };
  return { kind, isNew, values, readOnly, pending, canSubmit, set, change, field, submit };
}

/** What useEntityForm returns. */
export type EntityFormState<V extends EntityValues> = ReturnType<typeof useEntityForm<V>>;
