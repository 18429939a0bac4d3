// What most API suites share: a service started around the suite, a namespace of their own,
// and short ways to create the flags, segments and variants a test stands on.
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { startService, targetDatabase, type Service, type StartOptions } from './server';
import { client, uniqueKey, type ApiResponse, type Client } from './http';

export type Fields = Record<string, unknown>;

/** The SQL driver behind the service the tests target (`sqlite3` for the local service). */
export const database = await targetDatabase();

/**
 * A rule's or rollout's segment keys as read back, for comparing: Flipt on SQLite (and the local
 * service) gives them in a fixed order the tests check exactly; Flipt on PostgreSQL gives them in
 * its query plan's order, sorted or as inserted, so there only the keys themselves are compared.
 */
export const readOrder = (keys: string[]) => (database === 'postgres' ? [...keys].sort() : keys);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The body of a 200 answer; anything else fails the test with the server's text. */
export function ok<T = any>(res: ApiResponse<T>): T {
  assert.is(res.status, 200, `expected 200, got ${res.status}: ${res.text}`);
  return res.body;
}

/** Asserts a 400 or 404 in Flipt's error shape with exactly this message. */
export function fails(res: ApiResponse, status: number, message: string) {
  assert.is(res.status, status, res.text);
  assert.equal(res.body, { code: status === 404 ? 5 : 3, message, details: [] });
}

/** Reads a page token: base64 of a JSON object. */
export const decodeToken = (t: string) => JSON.parse(Buffer.from(t, 'base64').toString('utf8'));

/** Lets the clock move on, so a later write gets a later timestamp. */
export const tick = () => new Promise((r) => setTimeout(r, 5));

/** The `[id, rank]` pairs of a rule or rollout list, in list order (both arrive in `rules`). */
export async function rankPairs(api: Client, listPath: string): Promise<Array<[string, number]>> {
  const list = ok(await api.get(listPath));
  return list.rules.map((r: { id: string; rank: number }) => [r.id, r.rank]);
}

/**
 * An object that forwards to one that exists only later (once a `before` hook has run), so a
 * suite can hold `api` and `svc` as constants at module level.
 */
function late<T extends object>(get: () => T | undefined, what: string): T {
  const target = () => {
    const value = get();
    if (value === undefined) throw new Error(`${what} is used before the suite has started`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const value = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
  });
}

export interface Suite {
  /** A client of the running service. */
  api: Client;
  /** The running service (`svc.external` is true against a shared FLIPT_URL). */
  svc: Service;
  /** Deletes these namespaces after the suite, before the service stops, when the service is shared. */
  dropAfter(...namespaceKeys: string[]): void;
}

/** Starts the service before the suite's tests and stops it after them. */
export function useService(test: Test, opts: StartOptions = {}): Suite {
  let svc: Service | undefined;
  let api: Client | undefined;
  const dropped: string[] = [];
  test.before(async () => {
    svc = await startService(opts);
    api = client(svc.url);
  });
  test.after(async () => {
    if (!svc) return;
    if (svc.external) {
      for (const ns of dropped) await api?.del(`/api/v1/namespaces/${ns}?force=true`).catch(() => undefined);
    }
    await svc.stop();
  });
  return { api: late(() => api, 'api'), svc: late(() => svc, 'svc'), dropAfter: (...keys) => dropped.push(...keys) };
}

export interface NamespaceHelpers {
  /** Creates a flag with a fresh key (`extra` may set any field) and returns the API's answer. */
  createFlag(extra?: Fields): Promise<any>;
  /** Creates a segment with a fresh key (`extra` may set any field) and returns the API's answer. */
  createSegment(extra?: Fields): Promise<any>;
  /** Creates a variant of the flag and returns the API's answer. */
  createVariant(flag: string, body: Fields): Promise<any>;
}

/** Creation helpers for the namespace at `nsPath` (`/api/v1/namespaces/{key}`). */
export function namespaceHelpers(api: Client, nsPath: string): NamespaceHelpers {
  const createNamed = async (collection: string, prefix: string, extra: Fields) => {
    const key = uniqueKey(prefix);
    return ok(await api.post(`${nsPath}/${collection}`, { key, name: key, ...extra }));
  };
  return {
    createFlag: (extra = {}) => createNamed('flags', 'flag', extra),
    createSegment: (extra = {}) => createNamed('segments', 'seg', extra),
    createVariant: async (flag, body) => ok(await api.post(`${nsPath}/flags/${flag}/variants`, body)),
  };
}

export interface NamespaceFixture extends NamespaceHelpers {
  ns: string;
  nsPath: string;
}

/**
 * A namespace of the suite's own, created before its tests (after the service starts) and, on a
 * shared service, deleted after them.
 */
export function useNamespace(test: Test, suite: Suite, prefix: string): NamespaceFixture {
  const ns = uniqueKey(prefix);
  const nsPath = `/api/v1/namespaces/${ns}`;
  test.before(async () => {
    ok(await suite.api.post('/api/v1/namespaces', { key: ns, name: ns }));
  });
  suite.dropAfter(ns);
  return { ns, nsPath, ...namespaceHelpers(suite.api, nsPath) };
}
