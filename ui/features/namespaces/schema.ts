// Namespace shapes (API.md §2.2, SPEC §3) and the create/edit form.
import * as v from 'valibot';
import { KeySchema, OptionalTextSchema, RequiredSchema } from '../../lib/forms';

export const NamespaceSchema = v.looseObject({
  key: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  protected: v.optional(v.boolean(), false),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
});
export type Namespace = v.InferOutput<typeof NamespaceSchema>;

export const NamespaceListSchema = v.looseObject({
  namespaces: v.array(NamespaceSchema),
  nextPageToken: v.optional(v.string(), ''),
  totalCount: v.optional(v.number()),
});
export type NamespaceList = v.InferOutput<typeof NamespaceListSchema>;

/** The stand-in when the selected namespace is unknown (SPEC §3). */
export const FALLBACK_NAMESPACE: Namespace = { key: 'default', name: 'Default', description: '', protected: true };

/** Create and edit share one form; the key is locked on edit (the page disables the field). */
export const NamespaceFormSchema = v.object({
  key: KeySchema,
  name: RequiredSchema,
  description: OptionalTextSchema,
});
export type NamespaceInput = v.InferOutput<typeof NamespaceFormSchema>;
