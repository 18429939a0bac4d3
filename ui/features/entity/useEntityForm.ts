// The flag and segment forms (SPEC §4–5) on the form engine: the name, key and description rules,
// the key following the name while creating (and sanitised as typed), read-only mode, the success
// toast, and opening a created entity. Edits stay over the entity's live values (see useForm).
import type * as v from 'valibot';
import { useLocation } from 'wouter';
import { type FormCurrent, useForm } from '../../design/components';
import { KeySchema, OptionalTextSchema, RequiredSchema } from '../../lib/forms';
import { withNameAndKey } from '../../lib/slug';
import { useWriteBlock } from '../permissions';
import type { EntityKind } from './kind';

/** The fields every entity form has. */
export type EntityValues = { name: string; key: string; description: string };

/** The rules of those fields (SPEC §5); a form's schema spreads them into its own. */
export const entityFormEntries = { name: RequiredSchema, key: KeySchema, description: OptionalTextSchema };

/** Options of useEntityForm. */
export interface EntityFormOptions<V extends EntityValues, O, S> {
  kind: EntityKind;
  isNew: boolean;
  /** The entity's values, or a new one's defaults. */
  base: V;
  /** The form's rules, with entityFormEntries among them; its output is what `save` receives (trimmed). */
  schema: v.GenericSchema<unknown, O>;
  /** The create or update call (on the entity as just read, when `current` is given); resolves to the saved entity. */
  save: (output: O, source: S | undefined) => Promise<{ key: string }>;
  /** How to read the saved entity now: the conflict guard of an edit (issue 26). */
  current?: FormCurrent<V, S> | undefined;
  /** The page of a created entity. */
  hrefOf: (key: string) => string;
  /** The form's own rules between fields, after the name and key ones. */
  apply?: (values: V, field: keyof V & string, value: unknown) => V;
}

/** Values, shown errors, submit state and field props of a flag or segment form. */
export function useEntityForm<V extends EntityValues, O, S = unknown>({ kind, isNew, base, schema, save, current, hrefOf, apply }: EntityFormOptions<V, O, S>) {
  const blockReason = useWriteBlock(kind, isNew ? 'create' : 'update');
  const readOnly = Boolean(blockReason);
  const [, navigate] = useLocation();
  const form = useForm({
    values: base,
    schema,
    save,
    ...(current ? { current } : {}),
    disabled: readOnly,
    // Only the field typed in counts as touched: a key that follows the name does not.
    apply: (values, field, value) => (apply && field !== 'name' && field !== 'key' ? apply(values, field, value) : withNameAndKey(values, field, value, isNew)),
    savedText: `Successfully ${isNew ? 'created' : 'updated'} ${kind}`,
    // The form sits above the page's tabs: switching tabs keeps the edits.
    stays: (path) => !isNew && (path === hrefOf(base.key) || path.startsWith(`${hrefOf(base.key)}/`)),
    onSaved: (saved) => {
      if (isNew) navigate(`~${hrefOf((saved as { key: string }).key)}`);
    },
  });
  return { ...form, kind, isNew, readOnly, blockReason };
}

/** What useEntityForm returns. */
export type EntityFormState<V extends EntityValues> = ReturnType<typeof useEntityForm<V, unknown, unknown>>;
