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

/** Picks the known fields of a response body; anything else is ignored. */
export function readAnswer(body: unknown): Answer {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const answer: Answer = {};
  if (typeof b.match === 'boolean') answer.match = b.match;
  if (typeof b.enabled === 'boolean') answer.enabled = b.enabled;
  if (typeof b.variantKey === 'string') answer.variantKey = b.variantKey;
  if (typeof b.reason === 'string') answer.reason = b.reason;
  if (Array.isArray(b.segmentKeys)) answer.segmentKeys = b.segmentKeys.filter((k): k is string => typeof k === 'string');
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
      ? [
          ['enabled', server.enabled, local.enabled],
          ['reason', server.reason, local.reason],
        ]
      : [
          ['match', server.match, local.match],
          ['variantKey', server.variantKey, local.variantKey],
          ['reason', server.reason, local.reason],
          // Compared only when the server sends them.
          ['segmentKeys', asSet(server.segmentKeys ?? local.segmentKeys), asSet(local.segmentKeys)],
        ];
  return pairs.filter(([, s, l]) => show(s) !== show(l)).map(([field, s, l]) => ({ field, server: show(s), local: show(l) }));
}
