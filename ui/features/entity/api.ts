// The API of an entity with list and detail pages (flags and segments, SPEC §7): its SWR keys,
// which start with the entity's root so a reference change or a namespace deletion resets them all,
// its fetchers and writes, and the copy to another namespace. No React here.
import type * as v from 'valibot';
import { request } from '../../lib/http';
import { copyInSteps } from './copy';
import type { Paged, PagedList } from './rest';

/** What sets an entity's calls apart. */
export interface EntityApiOptions<S extends v.GenericSchema, L extends v.GenericSchema> {
  /** One entity as the API returns it, and the list of them. */
  schema: S;
  listSchema: L;
  /** The fields a copy creates the entity with, besides its key. */
  fields: readonly string[];
  /** The children a copy takes along ('variants', 'constraints'), one create each, with these fields. */
  children: string;
  childFields: readonly string[];
}

/** How many entities a list shows before the rest has loaded: the largest page size. */
export const FIRST_PAGE = 100;

const pick = (from: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, from[field]]));

/** Keys, paths, fetchers and writes of the entity kept under `api/v1/namespaces/{ns}/{root}`; B is the create body, U the update body. */
export function entityApi<S extends v.GenericSchema, L extends v.GenericSchema, B, U = B>(root: 'flags' | 'segments', options: EntityApiOptions<S, L>) {
  const { schema, listSchema, fields, children, childFields } = options;
  const keys = {
    namespace: (ns: string) => [root, ns] as const,
    list: (ns: string) => [root, ns, 'list'] as const,
    /** The list's first page, under the list so the same writes refresh it. */
    first: (ns: string) => [root, ns, 'list', 'first'] as const,
    detail: (ns: string, key: string) => [root, ns, 'detail', key] as const,
  };
  const listPath = (ns: string) => `api/v1/namespaces/${ns}/${root}`;
  const path = (ns: string, key: string) => `${listPath(ns)}/${key}`;
  /** One entity with its children. */
  const fetchOne = ([, ns, , key]: ReturnType<typeof keys.detail>) => request(path(ns, key), { schema });
  const create = (ns: string, body: B) => request(listPath(ns), { method: 'POST', body, schema });
  type List = v.InferOutput<L> & Paged;
  const rowsIn = (answer: List) => (answer as Record<string, unknown[]>)[root] ?? [];
  /** The list read in parts (issue 28: the rest of a namespace loads in the background). */
  const paged: PagedList<List> = {
    fetchPage: (ns, pageToken, limit, signal) => request(listPath(ns), { query: { limit, pageToken }, schema: listSchema, signal }) as Promise<List>,
    join: (pages) => ({ ...pages[pages.length - 1], [root]: pages.flatMap(rowsIn), nextPageToken: '' }) as List,
    size: (answer) => rowsIn(answer).length,
  };
  return {
    keys,
    path,
    fetchOne,
    create,
    paged,
    /** Every entity of a namespace: without a limit the server answers the whole list in one page. */
    fetchList: ([, ns]: ReturnType<typeof keys.list>) => request(listPath(ns), { schema: listSchema }),
    /** The first FIRST_PAGE entities, to show while the whole list loads (issue 15: time to list). */
    fetchFirst: ([, ns]: ReturnType<typeof keys.first>) => request(`${listPath(ns)}?limit=${FIRST_PAGE}`, { schema: listSchema }),
    update: (ns: string, key: string, body: U) => request(path(ns, key), { method: 'PUT', body, schema }),
    remove: (ns: string, key: string) => request(path(ns, key), { method: 'DELETE' }),
    /**
     * Copies an entity and its children to namespace `to` (SPEC §7): a fresh GET of the source, the
     * entity (under `newKey` when given), then each child in turn; throws CopyError at the first failure.
     */
    copy: (from: string, key: string, to: string, newKey: string) => {
      const targetKey = newKey || key;
      return copyInSteps({
        load: async () => {
          const source = (await fetchOne(keys.detail(from, key))) as Record<string, unknown>;
          return { item: { ...pick(source, fields), key: targetKey } as B, children: source[children] as Record<string, unknown>[] };
        },
        create: (item: B) => create(to, item),
        createChild: (child: Record<string, unknown>) => request(`${path(to, targetKey)}/${children}`, { method: 'POST', body: pick(child, childFields) }),
      });
    },
  };
}
