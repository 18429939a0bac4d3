import { notFound, invalid } from '../core/errors';
import { str, strMap, timestamp, type Body } from '../core/decode';
import { param, qInt32, qStr } from '../core/query';
import type { Ctx, Router } from '../core/router';
import type { Services } from '../store/services';
import { TOKEN_NAMESPACE_KEY } from './namespace-scope';
import {
  METHOD_NAMES,
  authenticationById,
  createAuthentication,
  deleteAuthentication,
  listAuthentications,
} from './store';

export const TOKEN_NAME_KEY = 'io.flipt.auth.token.name';
export const TOKEN_DESCRIPTION_KEY = 'io.flipt.auth.token.description';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

/** Static tokens (API.md §6.4). Creation is routed only while the token method is enabled. */
export function tokenRoutes(router: Router, services: Services) {
  if (services.config.auth.methods.token.enabled) {
    router.add('POST', '/auth/v1/method/token', (ctx) => createToken(services, ctx.body));
  }
  router.add('GET', '/auth/v1/tokens', (ctx) => listTokens(services, ctx));
  router.add('GET', '/auth/v1/tokens/:id', (ctx) => getToken(services, ctx.params.id ?? ''));
  router.add('DELETE', '/auth/v1/tokens/:id', (ctx) => {
    deleteAuthentication(services, ctx.params.id ?? '');
    return {};
  });
}

/** No validation at all: an empty name and an unknown namespace are both accepted. */
function createToken(services: Services, body: Body) {
  const metadata = strMap(body, 'metadata');
  const name = str(body, 'name');
  const description = str(body, 'description');
  const namespace = str(body, 'namespaceKey');
  const expiresAt = timestamp(body, 'expiresAt');
  metadata[TOKEN_NAME_KEY] = name;
  if (description !== '') metadata[TOKEN_DESCRIPTION_KEY] = description;
  if (namespace !== '') metadata[TOKEN_NAMESPACE_KEY] = namespace;
  return createAuthentication(services, { method: 'METHOD_TOKEN', expiresAt, metadata });
}

function getToken(services: Services, id: string) {
  const found = authenticationById(services, id);
  if (!found) throw notFound('getting authentication by token: reading authentication: resource not found');
  return found;
}

/** Creation order; `pageToken` is the decimal offset of the next page; no `totalCount`. */
function listTokens(services: Services, ctx: Ctx) {
  const method = methodFilter(ctx.query);
  const raw = qInt32(ctx.query, 'limit');
  // Flipt widens the int32 limit to uint64, so a negative one becomes huge and is capped.
  const limit = raw === 0 ? DEFAULT_LIMIT : raw < 0 || raw > MAX_LIMIT ? MAX_LIMIT : raw;
  const token = qStr(ctx.query, 'pageToken');
  // An unparseable token is ignored; a negative one skips past every row, as uint64 does.
  const offset = /^[-+]?\d{1,18}$/.test(token) ? Number(token) : 0;
  if (offset < 0) return { authentications: [], nextPageToken: '' };
  return listAuthentications(services, { method, limit, offset });
}

/** `method` by enum name or number; absent or `METHOD_NONE` (0) lists every method. */
function methodFilter(q: URLSearchParams): number {
  const v = param(q, 'method');
  if (v === undefined || v === '') return 0;
  const byName = (METHOD_NAMES as readonly string[]).indexOf(v);
  if (byName >= 0) return byName;
  if (/^[-+]?\d+$/.test(v) && Number(v) >= 0 && Number(v) < METHOD_NAMES.length) return Number(v);
  throw invalid(`parsing field "method": ${JSON.stringify(v)} is not a valid value`);
}
