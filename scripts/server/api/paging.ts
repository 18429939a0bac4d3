import { invalid } from '../core/errors';
import { qInt32, qStr } from '../core/query';

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Reads `limit`, `offset` and `pageToken` the way Flipt's SQL store does (API.md §7.7).
 * `guard` is the "limit must be set" rule that flags, segments and rules apply.
 */
export function readPage(q: URLSearchParams, opts: { guard: boolean; offset?: boolean }): Page {
  const limit = qInt32(q, 'limit');
  const token = qStr(q, 'pageToken');
  const rawOffset = opts.offset === false ? 0 : qInt32(q, 'offset');
  if (opts.guard && limit === 0 && (token !== '' || rawOffset > 0)) {
    throw invalid('limit must be set when offset or pageToken is set');
  }
  let offset = rawOffset > 0 ? rawOffset : 0;
  if (token !== '') offset = decodeToken(token);
  return { limit, offset };
}

function decodeToken(token: string): number {
  const bad = () => invalid(`pageToken is not valid: ${JSON.stringify(token)}`);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(token) || token.length % 4 !== 0) throw bad();
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { offset?: unknown };
    return typeof parsed.offset === 'number' && parsed.offset > 0 ? Math.floor(parsed.offset) : 0;
  } catch {
    throw bad();
  }
}

/** Flipt's SQL page token: the next page's first key and its offset, as base64 JSON. */
const sqlToken = (key: string, offset: number) => Buffer.from(JSON.stringify({ key, offset })).toString('base64');

/** A list the store can count and read a window of, so a page costs what the page holds. */
export interface RowSource<T> {
  all(): T[];
  count(): number;
  window(limit: number, offset: number): T[];
}

/** Rows already in memory (namespaces, a flag's rules and rollouts). */
const inMemory = <T>(items: T[]): RowSource<T> => ({
  all: () => items,
  count: () => items.length,
  window: (limit, offset) => items.slice(offset, offset + limit),
});

/** A namespace's rows from its prepared `list`, `count` and `window` statements. */
export function pagedRows<T>(
  stmts: {
    list: { all(ns: string): T[] };
    count: { get(ns: string): { n: number } | undefined };
    window: { all(ns: string, limit: number, offset: number): T[] };
  },
  ns: string,
): RowSource<T> {
  return {
    all: () => stmts.list.all(ns),
    count: () => stmts.count.get(ns)?.n ?? 0,
    window: (limit, offset) => stmts.window.all(ns, limit, offset),
  };
}

/**
 * Flipt's SQL paging: a page with a limit is a window of `limit + 1` rows (the extra one names
 * the next page) and a count, never the whole list sliced; without a limit, every row from the offset.
 */
function sqlPage<T>(rows: RowSource<T>, page: Page, keyOf: (item: T) => string) {
  if (page.limit <= 0) {
    const all = rows.all();
    return { items: all.slice(page.offset), nextPageToken: '', totalCount: all.length };
  }
  const totalCount = rows.count();
  // An offset past the end (a token may carry any number) reads nothing: SQLite refuses offsets
  // beyond a 64-bit integer, and the answer is an empty page either way.
  if (page.offset >= totalCount) return { items: [], nextPageToken: '', totalCount };
  const window = rows.window(page.limit + 1, page.offset);
  const next = window[page.limit];
  const nextPageToken = next !== undefined ? sqlToken(keyOf(next), page.offset + page.limit) : '';
  return { items: window.slice(0, page.limit), nextPageToken, totalCount };
}

/**
 * Flipt's declarative stores page differently from SQL (API.md §7.7): tokens are plain decimal
 * offsets, `offset` is ignored, and an offset past the end of a non-empty list is refused.
 */
function declarativePage<T>(q: URLSearchParams, opts: { guard: boolean }, items: T[]) {
  const limit = qInt32(q, 'limit');
  const token = qStr(q, 'pageToken');
  if (opts.guard && limit === 0 && token !== '') throw invalid('limit must be set when offset or pageToken is set');
  if (token !== '' && !/^\d+$/.test(token)) throw invalid(`pageToken is not valid: ${JSON.stringify(token)}`);
  const offset = token === '' ? 0 : Number(token);
  if (items.length > 0 && offset >= items.length) throw invalid(`invalid offset: ${offset}`);
  const end = limit > 0 ? offset + limit : items.length;
  const nextPageToken = limit > 0 && end < items.length ? String(end) : '';
  return { items: items.slice(offset, end), nextPageToken, totalCount: items.length };
}

/**
 * One page of a list endpoint, paged the way the configured storage type pages: `rows` are the
 * list's rows in memory, or a source the store reads a window of (flags and segments).
 */
export function listPage<T>(
  readOnly: boolean,
  q: URLSearchParams,
  opts: { guard: boolean; offset?: boolean },
  rows: T[] | RowSource<T>,
  keyOf: (item: T) => string,
) {
  const source = Array.isArray(rows) ? inMemory(rows) : rows;
  return readOnly ? declarativePage(q, opts, source.all()) : sqlPage(source, readPage(q, opts), keyOf);
}
