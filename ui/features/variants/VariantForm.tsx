// The "New Variant" / "Edit Variant" slide-over (UI-INVENTORY §2.9), or "View Variant" in
// read-only mode. The key may change on edit too (a variant is addressed by id). The attachment is
// edited as pretty-printed JSON; Create and Update wait for a valid change, and a server refusal
// shows next to its field (or above the form) and in the error toast, keeping what was typed.
import { Button, FormSlideOver, JsonEditor, Link, SlideOver, TextArea, TextField } from '../../design/components';
import { useGuardedForm } from '../forms';
import { parseJson } from '../../lib/json';
import { conceptDocs } from '../../lib/paths';
import type { Variant } from '../flags';
import { VariantFormSchema, type VariantInput } from './schema';

type Values = Record<'key' | 'name' | 'description' | 'attachment', string>;

/** Props of VariantForm: `variant` null creates one; `readOnly` only shows it. */
export interface VariantFormProps {
  variant: Variant | null;
  readOnly: boolean;
  /** Saves the form: creates or updates the variant (creates it again once `gone`). */
  save: (input: VariantInput) => Promise<unknown>;
  /** The variant was deleted elsewhere (issue 36). */
  gone?: boolean;
  /** Reads a variant as it is now by id, for the conflict guard of an edit (issue 26). */
  current?: (id: string) => Promise<Variant | null>;
  onClose: () => void;
}

function valuesOf(variant: Variant | null): Values {
  const { key = '', name = '', description = '', attachment = '' } = variant ?? {};
  const parsed = parseJson(attachment);
  return { key, name, description, attachment: parsed.ok ? JSON.stringify(parsed.value, null, 2) : attachment };
}

/** A variant read now, as the form's values and the source of its save. */
const currentValues = (now: Variant | null) => now && { values: valuesOf(now), source: now };

const ATTACHMENT_HELP = 'Optional JSON returned with the variant by evaluations.';

/** The variant slide-over; mount it to open it, unmount (onClose) to close. */
export function VariantForm({ variant, readOnly, save, gone, current, onClose }: VariantFormProps) {
  const form = useGuardedForm({
    values: valuesOf(variant),
    schema: VariantFormSchema,
    ...(variant && current ? { current: { what: `variant ${variant.key}`, read: async () => currentValues(await current(variant.id)) } } : {}),
    save,
    gone: gone && { recreate: save, discard: onClose },
    savedText: variant ? 'Successfully updated variant.' : 'Successfully created variant.',
    onSaved: onClose,
  });
  const field = (name: keyof Values) => ({ ...form.field(name), isReadOnly: readOnly });
  const fields = (
    <>
      <TextField id="key" label="Key" isRequired mono warnHidden {...field('key')} />
      <TextField label="Name" description="Optional" warnHidden {...field('name')} />
      <TextArea id="description" label="Description" description="Optional" rows={3} {...field('description')} />
      {readOnly ? (
        <TextArea label="Attachment" mono rows={8} description={ATTACHMENT_HELP} {...field('attachment')} />
      ) : (
        <JsonEditor label="Attachment" description={ATTACHMENT_HELP} {...form.field('attachment')} />
      )}
    </>
  );
  const link = conceptDocs('variants');
  return readOnly ? (
    <SlideOver
      title="View Variant"
      description={
        <Link href={link.href} external>
          {link.label}
        </Link>
      }
      isOpen onOpenChange={onClose} footer={(close) => <Button onPress={close}>Close</Button>}>
      {fields}
    </SlideOver>
  ) : (
    <FormSlideOver title={variant ? 'Edit Variant' : 'New Variant'} docs={link} submitLabel={variant ? 'Update' : 'Create'} form={form} onClose={onClose}>
      {fields}
    </FormSlideOver>
  );
}
