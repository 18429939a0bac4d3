// Flag keys and fetchers (SPEC §7 "Flags"). No React here. Every key starts with 'flags' so a
// reference change resets them all (ui/lib/swr.ts REFERENCED_ROOTS).
import { request } from '../../lib/http';
import { copyInSteps } from '../entity/copy';
import { FlagListSchema, FlagSchema, type Flag, type Variant } from './schema';

export const flagKeys = {
  all: ['flags'] as const,
  namespace: (ns: string) => ['flags', ns] as const,
  list: (ns: string) => ['flags', ns, 'list'] as const,
  detail: (ns: string, key: string) => ['flags', ns, 'detail', key] as const,
};

export const flagsPath = (ns: string) => `api/v1/namespaces/${ns}/flags`;
export const flagPath = (ns: string, key: string) => `${flagsPath(ns)}/${key}`;

/** Every flag of a namespace: without a limit the server answers the whole list in one page. */
export const fetchFlags = ([, ns]: ReturnType<typeof flagKeys.list>) => request(flagsPath(ns), { schema: FlagListSchema });

export const fetchFlag = ([, ns, , key]: ReturnType<typeof flagKeys.detail>) => request(flagPath(ns, key), { schema: FlagSchema });

/** The fields of a flag create (SPEC §7); metadata is an arbitrary JSON object. */
export type FlagBody = Pick<Flag, 'key' | 'name' | 'description' | 'type' | 'enabled' | 'metadata'>;

/** The fields of a flag update: defaultVariantId (an id, or null for none) replaces defaultVariant. */
export type FlagUpdateBody = FlagBody & { defaultVariantId: string | null };

export const createFlag = (ns: string, body: FlagBody) => request(flagsPath(ns), { method: 'POST', body, schema: FlagSchema });

export const updateFlag = (ns: string, key: string, body: FlagUpdateBody) =>
  request(flagPath(ns, key), { method: 'PUT', body, schema: FlagSchema });

export const deleteFlag = (ns: string, key: string) => request(flagPath(ns, key), { method: 'DELETE' });

const createVariant = (ns: string, flagKey: string, { key, name, description, attachment }: Variant) =>
  request(`${flagPath(ns, flagKey)}/variants`, { method: 'POST', body: { key, name, description, attachment } });

/**
 * Copies a flag and its variants to another namespace (SPEC §7): a fresh GET of the source, the
 * flag (under `newKey` when given), then each variant in turn; throws CopyError at the first failure.
 */
export function copyFlag(from: string, key: string, to: string, newKey: string) {
  const targetKey = newKey || key;
  return copyInSteps({
    load: async () => {
      const { name, description, type, enabled, metadata, variants } = await fetchFlag(flagKeys.detail(from, key));
      return { item: { key: targetKey, name, description, type, enabled, metadata }, children: variants };
    },
    create: (body: FlagBody) => createFlag(to, body),
    createChild: (variant: Variant) => createVariant(to, targetKey, variant),
  });
}
