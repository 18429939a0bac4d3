/**
 * Compiles an index glob the way Flipt's `.flipt.yml` globs behave (gobwas/glob compiled without
 * separators): `*` and `**` match any run of characters, `/` included, so `**features.yml`
 * matches `features.yml` at any depth; `?` is one character; `[abc]`, `[a-z]`, `[!abc]` are
 * classes; `{a,b}` are alternatives; `\` escapes. The whole relative path must match.
 */
export function compileGlob(pattern: string): RegExp {
  const state = { i: 0 };
  const body = readUntil(pattern, state, false);
  if (state.i < pattern.length) throw new Error(`unexpected ${JSON.stringify(pattern[state.i])} in glob ${JSON.stringify(pattern)}`);
  return new RegExp(`^${body}$`, 's');
}

const special = /[.*+?^${}()|[\]\\/]/g;
const escape = (s: string) => s.replace(special, '\\$&');

/** Reads pattern text until the end, or inside `{…}` until a `,` or `}` (left unconsumed). */
function readUntil(p: string, st: { i: number }, inBraces: boolean): string {
  let out = '';
  while (st.i < p.length) {
    const c = p[st.i] as string;
    if (inBraces && (c === ',' || c === '}')) return out;
    st.i++;
    if (c === '*') {
      while (p[st.i] === '*') st.i++;
      out += '.*';
    } else if (c === '?') out += '.';
    else if (c === '\\') out += escape(p[st.i++] ?? '\\');
    else if (c === '[') out += readClass(p, st);
    else if (c === '{') out += readAlternatives(p, st);
    else out += escape(c);
  }
  if (inBraces) throw new Error(`unclosed "{" in glob ${JSON.stringify(p)}`);
  return out;
}

function readClass(p: string, st: { i: number }): string {
  const end = p.indexOf(']', st.i);
  if (end < 0) throw new Error(`unclosed "[" in glob ${JSON.stringify(p)}`);
  let inner = p.slice(st.i, end);
  st.i = end + 1;
  const negate = inner.startsWith('!');
  if (negate) inner = inner.slice(1);
  return `[${negate ? '^' : ''}${inner.replace(/[\\\]^]/g, '\\$&')}]`;
}

function readAlternatives(p: string, st: { i: number }): string {
  const options: string[] = [];
  for (;;) {
    options.push(readUntil(p, st, true));
    const c = p[st.i++];
    if (c === '}') return `(?:${options.join('|')})`;
  }
}
