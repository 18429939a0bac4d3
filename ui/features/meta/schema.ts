// `/meta/info` and `/meta/config` (API.md §5.2–5.3, SPEC §3). Both are raw JSON documents whose
// fields are often omitted, so every field is optional and defaults are applied in deriveMeta.
import * as v from 'valibot';

const optionalText = v.optional(v.string());
const optionalFlag = v.optional(v.boolean());

export const InfoSchema = v.looseObject({
  version: optionalText,
  latestVersion: optionalText,
  latestVersionURL: optionalText,
  commit: optionalText,
  buildDate: optionalText,
  updateAvailable: optionalFlag,
  isRelease: optionalFlag,
  authentication: v.optional(v.looseObject({ required: optionalFlag })),
  storage: v.optional(
    v.looseObject({
      type: optionalText,
      readOnly: optionalFlag,
      metadata: v.optional(v.looseObject({ repository: optionalText, ref: optionalText })),
    }),
  ),
  analytics: v.optional(v.looseObject({ enabled: optionalFlag })),
  ui: v.optional(v.looseObject({ theme: optionalText, topbarColor: optionalText })),
});
export type Info = v.InferOutput<typeof InfoSchema>;

const enabled = v.optional(v.looseObject({ enabled: optionalFlag }));

export const ConfigSchema = v.looseObject({
  version: optionalText,
  storage: v.optional(
    v.looseObject({
      type: optionalText,
      readOnly: optionalFlag,
      git: v.optional(v.looseObject({ repository: optionalText, ref: optionalText })),
    }),
  ),
  ui: v.optional(
    v.looseObject({
      defaultTheme: optionalText,
      topbar: v.optional(v.looseObject({ color: optionalText, label: optionalText })),
    }),
  ),
  analytics: v.optional(
    v.looseObject({ storage: v.optional(v.looseObject({ clickhouse: enabled, prometheus: enabled })) }),
  ),
  authentication: v.optional(v.looseObject({ required: optionalFlag })),
  authorization: v.optional(v.looseObject({ required: optionalFlag })),
});
export type Config = v.InferOutput<typeof ConfigSchema>;

export const STORAGE_TYPES = ['database', 'git', 'local', 'object', 'oci'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/** What the console needs from both documents, with SPEC §3's defaults applied. */
export type Meta = {
  version: string;
  commit: string | null;
  isRelease: boolean;
  buildDate: string | null;
  updateAvailable: boolean;
  latestVersion: string | null;
  latestVersionURL: string | null;
  authRequired: boolean;
  /** An authorization policy decides what each operator may do (Flipt's `authorization.required`). */
  authorizationRequired: boolean;
  storageType: StorageType;
  readOnly: boolean;
  /** String and entity-id constraints take contains/notcontains (Flipt v1.57 on, by the reported version). */
  substringOperators: boolean;
  gitRef: string | null;
  gitRepository: string | null;
  analyticsEnabled: boolean;
  defaultTheme: 'light' | 'dark' | 'system';
  topbarColor: string | null;
  topbarLabel: string | null;
};
