// Values and raw texts a hostile client puts into requests: wrong types, numbers at and past
// every limit, strings built to make parsers and patterns work hard, and documents nested deep.

const SPECIAL_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e39', '-1e39', '1e400', '4e-50', '0x10', ' 5', '5 ', '1.', '.5', '-0', '+1', '1e', '--1', '2147483648', '-2147483649', '9007199254740993'];
const SPECIAL_TEXT = ['', ' ', '\u202eevil', '\u0000', '\ud800', '💥', '<script>alert(1)</script>', '../../etc/passwd', '%00', '\\', '"', "'; DROP TABLE flags; --", 'a'.repeat(300)];

/** URL-encodes text; lone surrogates (which cannot be encoded) become U+FFFD first. */
const encode = (v) => encodeURIComponent(String(v).toWellFormed());

/** Long runs built for backtracking patterns: digits, spaces, slashes, dots, each ending badly. */
export function longRun(c, size) {
  const unit = c.pick(['1', ' ', '/', '.', 'a', '0', '-', 'e', '\\"', 'é']);
  return `${unit.repeat(size)}${c.pick(['x', '!', '', '\u0000'])}`;
}

/** A JSON value for one field: sized by `big` (a few requests carry large ones). */
export function hostileValue(c, big) {
  const size = big ? c.pick([10_000, 100_000, 1_000_000]) : c.pick([1, 10, 100]);
  return c.weighted([
    [3, () => c.pick(SPECIAL_NUMBERS)],
    [2, () => Number(c.pick(['1e308', '-1e308', '1e-320', '3.4028235e38', '2147483648', '-1']))],
    [3, () => c.pick(SPECIAL_TEXT)],
    [2, () => longRun(c, size)],
    [2, () => c.pick([null, true, false, 0, -1, 1.5, [], {}, [null], { '': '' }])],
    [1, () => Array.from({ length: Math.min(size, 50_000) }, (_, i) => (i % 2 ? 'a' : 1))],
    [1, () => Object.fromEntries(Array.from({ length: Math.min(size, 20_000) }, (_, i) => [`k${i}`, i]))],
    [1, () => nestedValue(c.pick([10, 99, 100, 101, 1000]))],
  ]);
}

/** Objects in arrays in objects, `depth` levels. */
export function nestedValue(depth) {
  let v = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Raw body texts that are not one JSON object: broken, nested, mis-encoded, or another type. */
export function hostileText(c) {
  const depth = c.pick([50, 100, 101, 5000, 100_000]);
  return c.weighted([
    [2, () => `${'['.repeat(depth)}${']'.repeat(depth)}`],
    [2, () => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
    [1, () => '['.repeat(depth)],
    [2, () => c.pick(['{', '}', '{"key":', 'null', '[]', '"x"', '42', 'true', '{"a":1}{"b":2}', '\ufeff{}', '{"key":"a",}', "{'key':'a'}"])],
    [1, () => Buffer.from([0x7b, 0x22, 0x6b, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])],
    [1, () => `{"key":"${longRun(c, 50_000)}`],
    [1, () => `{"rollout":${'9'.repeat(100_000)}}`],
  ]);
}

/** A path segment standing in for a key or id. */
export function hostileSegment(c) {
  return c.weighted([
    [3, () => encode(c.pick(SPECIAL_TEXT) || 'x')],
    [1, () => 'k'.repeat(c.pick([1000, 8000]))],
    [1, () => c.pick(['%ff', '%', '%2e%2e', '..', '%2F', 'a%00b', '%E2%80%AE'])],
    [1, () => encode(longRun(c, 2000))],
  ]);
}

/** A query string for list and evaluation reads. */
export function hostileQuery(c) {
  const value = () => encode(c.weighted([[2, () => c.pick(SPECIAL_NUMBERS)], [2, () => c.pick(SPECIAL_TEXT)], [1, () => longRun(c, 3000)]]));
  const names = ['limit', 'offset', 'pageToken', 'page_token', 'reference', 'from', 'to', 'expiresAt', 'force', 'namespaceKey', 'limit'];
  const parts = Array.from({ length: 1 + c.int(3) }, () => `${c.pick(names)}=${value()}`);
  return `?${parts.join('&')}`;
}

/** Extra headers: credentials, versions and cookies a client might send wrongly. */
export function hostileHeaders(c) {
  if (!c.chance(0.2)) return {};
  const headers = c.pick([
    { authorization: `Bearer ${longRun(c, 2000)}` },
    { authorization: c.pick(['Bearer', 'JWT a.b.c', 'Basic Zm9vOmJhcg==', 'Bearer \u00ff']) },
    { 'x-flipt-accept-server-version': c.pick(['v1.47.0', 'vvv', '1.2.3-+', `1.${'0'.repeat(5000)}`, '1.2.3-' + '.'.repeat(3000)]) },
    { cookie: `flipt_client_token=${longRun(c, 1000)}; _gorilla_csrf=x` },
    { 'content-type': c.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']) },
  ]);
  // HTTP allows no control characters in header values; a client cannot send them.
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')]));
}
