import { notFound } from '../core/errors';
import { Reply, type Router } from '../core/router';
import { goQuote } from '../core/quote';
import type { FlagCache } from './cache';
import { buildSnapshot, emptySnapshot, snapshotVariant } from './snapshot';
import { capabilitiesOf } from './version';

/**
 * `GET /internal/v1/evaluation/snapshot/namespace/:key` (API.md §4.4). Serialized bodies are
 * kept with the namespace's cached data, so they are rebuilt only after a write.
 */
export function snapshotRoutes(router: Router, cache: FlagCache, declarative = false) {
  router.add('GET', '/internal/v1/evaluation/snapshot/namespace/:key', (ctx) => {
    const key = ctx.params.key as string;
    const data = cache.namespace(key);
    if (data === undefined) {
      // Declarative storage has no empty answer for a namespace it does not hold (EVALUATION.md §8);
      // Flipt's snapshot wraps the store's error from listing the flags.
      if (declarative) throw notFound(`getting flags: namespace ${goQuote(key)} not found`);
      return emptySnapshot(key);
    }
    const headers: Record<string, string> = data.etag ? { ETag: data.etag } : {};
    // Exact string compare, as Flipt does: no quotes, W/ prefixes, lists or `*`.
    if (data.etag && ctx.headers['if-none-match'] === data.etag) return new Reply(304, undefined, headers);
    const caps = capabilitiesOf(ctx.headers['x-flipt-accept-server-version']);
    const variant = snapshotVariant(caps);
    let body = data.snapshots.get(variant);
    if (body === undefined) {
      body = JSON.stringify(buildSnapshot(data, caps));
      data.snapshots.set(variant, body);
    }
    return new Reply(200, body, { ...headers, 'Content-Type': 'application/json' });
  });
}
