import { jsonBytes } from '../core/json-text';
import { Reply, type Ctx } from '../core/router';
import { Slicer, nextTurn } from '../core/slices';
import type { Changes } from '../store/changes';
import type { Services } from '../store/services';

/** Pages kept once sent, at most, and their bytes: the lists a team's consoles poll. */
const MAX_PAGES = 32;
const MAX_BYTES = 32 * 1024 * 1024;

interface Page {
  ns: string;
  body: Promise<Buffer>;
  bytes: number;
}

/**
 * The JSON text of namespaced list pages, built once per state of the namespace: requests for
 * the same page (path and query) while the namespace is unchanged share one read, one
 * serialization and one compressed body. A write to the namespace drops its pages (the same
 * `Changes.touch` that moves the snapshot ETag), so a request that arrives after a write never
 * gets a page read before it.
 */
class ListPages {
  private pages = new Map<string, Page>();
  private bytes = 0;

  constructor(changes: Changes) {
    changes.onChange((ns) => {
      for (const [key, page] of this.pages) if (page.ns === ns) this.drop(key, page);
    });
  }

  /** The page's body, built by `build` (after `ready`) unless this state's is at hand. */
  body(ns: string, key: string, ready: () => Promise<unknown> | undefined, build: () => unknown): Promise<Buffer> {
    const known = this.pages.get(key);
    if (known) {
      // Most recently used last, so the oldest goes first when the cache is full.
      this.pages.delete(key);
      this.pages.set(key, known);
      return known.body;
    }
    const page: Page = { ns, body: render(ready, build), bytes: 0 };
    this.pages.set(key, page);
    page.body.then(
      (b) => this.keep(key, page, b.length),
      () => this.drop(key, page),
    );
    return page.body;
  }

  private keep(key: string, page: Page, bytes: number) {
    if (this.pages.get(key) !== page) return;
    page.bytes = bytes;
    this.bytes += bytes;
    for (const [k, p] of this.pages) {
      if (this.pages.size <= MAX_PAGES && this.bytes <= MAX_BYTES) break;
      this.drop(k, p);
    }
  }

  private drop(key: string, page: Page) {
    if (this.pages.get(key) !== page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

/**
 * Waits its turn among sliced work (so many lists at once read one per turn of the event loop),
 * and for a declarative load to finish, then reads the whole page in one synchronous step, one
 * consistent state, and writes its JSON in slices.
 */
async function render(ready: () => Promise<unknown> | undefined, build: () => unknown): Promise<Buffer> {
  await nextTurn();
  for (let loading = ready(); loading; loading = ready()) await loading;
  const slicer = new Slicer();
  return jsonBytes(build(), slicer);
}

const byChanges = new WeakMap<Changes, ListPages>();

/** A list endpoint's answer for `ctx`, built by `build` or shared with identical requests. */
export async function listReply(services: Services, ctx: Ctx, build: () => unknown): Promise<Reply> {
  let pages = byChanges.get(services.changes);
  if (!pages) byChanges.set(services.changes, (pages = new ListPages(services.changes)));
  const key = `${ctx.path}?${ctx.query.toString()}`;
  const body = await pages.body(ctx.params.ns ?? '', key, () => services.gate.ready(), build);
  return new Reply(200, body, { 'Content-Type': 'application/json' });
}
