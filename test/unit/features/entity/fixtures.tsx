// Test fixtures for the flag and segment pages: a fake server that keeps flags and segments per
// namespace (with Flipt's answers for missing and duplicate keys) and the namespaced routes.
import { Route, Switch } from 'wouter';
import { FlagPage } from '../../../../ui/features/flag-page';
import { NewFlagPage } from '../../../../ui/features/flags';
import { SegmentPage } from '../../../../ui/features/segment-page';
import { NewSegmentPage } from '../../../../ui/features/segments';
import { apiError, fakeApi, type FakeApi } from '../../../helpers/fake-api';

type Row = Record<string, unknown> & { key: string };

export const CREATED = '2025-01-06T10:15:30Z';

export const variant = (key: string, extra: Record<string, unknown> = {}) => ({ id: `id-${key}`, key, name: key.toUpperCase(), description: '', attachment: '', ...extra });

export const flag = (key: string, extra: Record<string, unknown> = {}): Row => ({
  key,
  name: `Flag ${key}`,
  description: '',
  type: 'VARIANT_FLAG_TYPE',
  enabled: false,
  variants: [],
  metadata: {},
  createdAt: CREATED,
  ...extra,
});

export const segment = (key: string, extra: Record<string, unknown> = {}): Row => ({
  key,
  name: `Segment ${key}`,
  description: '',
  matchType: 'ALL_MATCH_TYPE',
  constraints: [],
  createdAt: CREATED,
  ...extra,
});

export const namespace = (key: string) => ({ key, name: key === 'default' ? 'Default' : key[0]?.toUpperCase() + key.slice(1), description: '', protected: key === 'default' });

/** The state behind the fake server: rows per namespace for 'flags' and 'segments'. */
export type Store = Record<'flags' | 'segments', Record<string, Row[]>>;

/** Registers list/get/create/update/delete of `kind` and of its children ('variants' or 'constraints'). */
function entityRoutes(api: FakeApi, store: Store, kind: 'flags' | 'segments', children: 'variants' | 'constraints') {
  const noun = kind.slice(0, -1);
  const rows = (ns: string) => (store[kind][ns] ??= []);
  const find = (ns: string, key: string) => rows(ns).find((row) => row.key === key);
  const base = `api/v1/namespaces/:ns/${kind}`;
  api
    .on('GET', base, ({ params }) => ({ [kind]: rows(params.ns ?? ''), nextPageToken: '', totalCount: rows(params.ns ?? '').length }))
    .on('GET', `${base}/:key`, ({ params: { ns = '', key = '' } }) => find(ns, key) ?? apiError(404, `${noun} "${ns}/${key}" not found`))
    .on('POST', base, ({ params: { ns = '' }, body }) => {
      const input = body as Row;
      if (find(ns, input.key)) return apiError(400, `${noun} "${ns}/${input.key}" is not unique`);
      const created = { ...input, [children]: [], createdAt: CREATED };
      rows(ns).push(created);
      return created;
    })
    .on('PUT', `${base}/:key`, ({ params: { ns = '', key = '' }, body }) => {
      const row = find(ns, key);
      if (!row) return apiError(404, `${noun} "${ns}/${key}" not found`);
      const { defaultVariantId, ...rest } = body as Row & { defaultVariantId?: string | null };
      Object.assign(row, rest, { key });
      if (kind === 'flags') row.defaultVariant = (row.variants as Row[]).find((v) => v.id === defaultVariantId);
      return row;
    })
    .on('DELETE', `${base}/:key`, ({ params: { ns = '', key = '' } }) => {
      store[kind][ns] = rows(ns).filter((row) => row.key !== key);
      return {};
    })
    .on('POST', `${base}/:key/${children}`, ({ params: { ns = '', key = '' }, body }) => {
      const row = find(ns, key);
      if (!row) return apiError(404, `${noun} "${ns}/${key}" not found`);
      const child = { id: `${key}-${(row[children] as Row[]).length}`, ...(body as Row) };
      (row[children] as Row[]).push(child);
      return child;
    });
}

/** A fake server with the given rows, namespaces and storage type; also answers the flag tabs' reads. */
export function entityServer(options: { flags?: Row[]; segments?: Row[]; namespaces?: string[]; storageType?: string; snapshotFlags?: unknown[] } = {}) {
  const store: Store = { flags: { default: [...(options.flags ?? [])] }, segments: { default: [...(options.segments ?? [])] } };
  const api = fakeApi().defaults({ storageType: options.storageType, namespaces: (options.namespaces ?? ['default']).map(namespace) });
  entityRoutes(api, store, 'flags', 'variants');
  entityRoutes(api, store, 'segments', 'constraints');
  api
    .on('GET', 'api/v1/namespaces/:ns/flags/:key/rules', { rules: [] })
    .on('GET', 'api/v1/namespaces/:ns/flags/:key/rollouts', { rules: [] })
    .on('GET', 'internal/v1/analytics/namespaces/:ns/flags/:key', { timestamps: [], values: [] });
  if (options.snapshotFlags) api.on('GET', 'internal/v1/evaluation/snapshot/namespace/:ns', ({ params }) => ({ namespace: { key: params.ns }, flags: options.snapshotFlags }));
  return { api, store };
}

/** The namespaced routes of these pages, with stand-ins for the lists. */
export function Pages() {
  return (
    <Route path="/namespaces/:ns" nest>
      <Switch>
        <Route path="/flags">
          <h1>Flags list</h1>
        </Route>
        <Route path="/flags/new" component={NewFlagPage} />
        <Route path="/flags/:flagKey" component={FlagPage} />
        <Route path="/flags/:flagKey/rules" component={FlagPage} />
        <Route path="/flags/:flagKey/analytics" component={FlagPage} />
        <Route path="/segments">
          <h1>Segments list</h1>
        </Route>
        <Route path="/segments/new" component={NewSegmentPage} />
        <Route path="/segments/:segmentKey" component={SegmentPage} />
      </Switch>
    </Route>
  );
}

/** The texts linked to a field through aria-describedby (its description and errors). */
export function help(field: Element): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}
