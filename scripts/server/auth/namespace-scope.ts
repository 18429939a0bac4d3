import { unauthenticated } from '../core/errors';
import { messageList, str, type Body } from '../core/decode';
import type { Ctx } from '../core/router';
import type { Authentication } from './store';
import { namespaceSource, type Section } from './sections';

/** Metadata key a token created with `namespaceKey` carries (API.md §2.8). */
export const TOKEN_NAMESPACE_KEY = 'io.flipt.auth.token.namespace';

const orDefault = (ns: string) => (ns === '' ? 'default' : ns);

/**
 * Flipt's namespace matching for static tokens scoped to a namespace (API.md §6.1): such a token
 * may call only management and evaluation routes, and only for its own namespace. Throws 401;
 * a namespace that only the body names is checked once the body is decoded.
 */
export function enforceNamespaceScope(ctx: Ctx, auth: Authentication, section: Section) {
  if (auth.method !== 'METHOD_TOKEN' || !Object.hasOwn(auth.metadata, TOKEN_NAMESPACE_KEY)) return;
  if (section !== 'management' && section !== 'evaluation') throw unauthenticated();
  const scope = (auth.metadata[TOKEN_NAMESPACE_KEY] as string).trim();
  if (scope === '') return;
  const source = namespaceSource(ctx, section);
  const expect = (ns: string) => {
    if (ns !== scope) throw unauthenticated();
  };
  if (source.from === 'none') throw unauthenticated();
  if (source.from === 'path') return expect(orDefault(source.namespace));
  if (source.from === 'body') return ctx.afterDecode.push((body) => expect(orDefault(str(body, source.field))));
  ctx.afterDecode.push((body) => expect(batchNamespace(body)));
}

/** The one namespace every item of a batch names; "" (never a match) for an empty or mixed batch. */
function batchNamespace(body: Body): string {
  const namespaces = new Set(messageList(body, 'requests').map((item) => orDefault(str(item, 'namespaceKey'))));
  return namespaces.size === 1 ? ([...namespaces][0] as string) : '';
}
