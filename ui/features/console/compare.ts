// The server's answer, read defensively (a newer or different server may answer differently), and
// how it compares with the local explanation.
import type { LocalResult } from './explain';

/** The fields of an evaluation response the console summarises and compares. */
export interface Answer {
  match?: boolean;
  enabled?: boolean;
  variantKey?: string;
  reason?: string;
  segmentKeys?: string[];
}

const SCALARS = { match: 'boolean', enabled: 'boolean', variantKey: 'string', reason: 'string' };

/** Picks the known fields of a response body; anything else is ignored. */
export function readAnswer(body: unknown): Answer {
  const b = Object(body) as Record<string, unknown>;
  const answer: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(SCALARS)) if (typeof b[field] === type) answer[field] = b[field];
  if (Array.isArray(b.segmentKeys)) answer.segmentKeys = b.segmentKeys.filter((k) => typeof k === 'string');
  return answer;
}

/** One field on which the server and the explanation differ, both sides as display text. */
export interface Difference {
  field: string;
  server: string;
  local: string;
}

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));
// Flipt keeps a rule's segments in a Go map, so their order in `segmentKeys` is random.
const asSet = (keys: string[] | undefined) => keys && [...keys].sort();

/** The fields where the server's answer and the local result disagree; empty when they agree. */
export function compareAnswers(server: Answer, local: LocalResult): Difference[] {
  if (local.kind === 'error') return [{ field: 'result', server: 'an answer', local: `an error: ${local.message}` }];
  const pairs: [string, unknown, unknown][] =
    local.kind === 'boolean'
      ? [['enabled', server.enabled, local.enabled]]
      : [
          ['match', server.match, local.match],
          ['variantKey', server.variantKey, local.variantKey],
        ];
  pairs.push(['reason', server.reason, local.reason]);
  // Compared only when the server sends them (Flipt v1.54 leaves them out of boolean answers).
  pairs.push(['segmentKeys', asSet(server.segmentKeys ?? local.segmentKeys), asSet(local.segmentKeys)]);
  return pairs.filter(([, s, l]) => show(s) !== show(l)).map(([field, s, l]) => ({ field, server: show(s), local: show(l) }));
}
