// The variant form (SPEC §5): a key with dots allowed, optional name and description, and an
// optional attachment that must be JSON text when present (API.md §3.3).
import * as v from 'valibot';
import { DottedKeySchema, OptionalTextSchema } from '../../lib/forms';
import { jsonSyntaxError } from '../../lib/json';

export const VariantFormSchema = v.object({
  key: DottedKeySchema,
  name: OptionalTextSchema,
  description: OptionalTextSchema,
  // Trimmed: whitespace alone passes the check and must reach the server as '' (no attachment).
  attachment: v.pipe(
    OptionalTextSchema,
    v.check((text) => text === '' || jsonSyntaxError(text) === null, (issue) => jsonSyntaxError(String(issue.input)) ?? ''),
  ),
});

/** The body of a variant create or update: all four fields, since an update overwrites them all. */
export type VariantInput = v.InferOutput<typeof VariantFormSchema>;
