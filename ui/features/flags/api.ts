// Flag keys and fetchers (SPEC §7 "Flags"). No React here. Every key starts with 'flags' so a
// reference change resets them all (ui/lib/swr.ts REFERENCED_ROOTS).
import { request } from '../../lib/http';
import { FlagListSchema, FlagSchema } from './schema';

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
