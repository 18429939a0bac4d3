// Reduces evaluation responses from the service and from Flipt's client engine to the fields both
// must agree on (CLIENTS.md §2), and describes disagreements compactly.
import type { GenCase, GenFlag, GenSegment } from './generate';

export type Outcome = Record<string, unknown>;

/** The service's variant response as is, except `segmentKeys` as a set (its order is random in Flipt). */
export function serverVariant(r: any): Outcome {
  return {
    flagKey: r?.flagKey,
    match: r?.match,
    reason: r?.reason,
    variantKey: r?.variantKey,
    variantAttachment: r?.variantAttachment,
    segmentKeys: Array.isArray(r?.segmentKeys) ? [...r.segmentKeys].sort() : r?.segmentKeys,
  };
}

/**
 * The engine leaves out empty attachments, keys and lists that the server always emits. It also
 * answers the default variant's attachment as the snapshot carries it, which is as stored, where
 * Flipt's server answers it compacted: the engine's attachment is compared without whitespace.
 */
export function engineVariant(r: any): Outcome {
  return serverVariant({
    ...r,
    variantKey: r?.variantKey ?? '',
    variantAttachment: withoutWhitespace(r?.variantAttachment ?? ''),
    segmentKeys: r?.segmentKeys ?? [],
  });
}

/** JSON text re-encoded without whitespace (the generator's attachments have no number forms to lose). */
const withoutWhitespace = (json: string) => (json === '' ? '' : JSON.stringify(JSON.parse(json)));

/** Boolean responses: the client engine answers no `segmentKeys` (Flipt v1.61's server does), so they are not compared. */
export function booleanOutcome(r: any): Outcome {
  return { flagKey: r?.flagKey, enabled: r?.enabled, reason: r?.reason };
}

/** The fields to compare for one case; a failed call compares as its error text. */
export function outcomeOf(type: GenCase['type'], side: 'service' | 'engine', raw: any): Outcome {
  if (raw && typeof raw === 'object' && 'error' in raw) return { error: raw.error };
  if (type === 'BOOLEAN_FLAG_TYPE') return booleanOutcome(raw);
  return side === 'service' ? serverVariant(raw) : engineVariant(raw);
}

export function sameOutcome(a: Outcome, b: Outcome): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const operatorWord = (op: string) => (op === 'AND_SEGMENT_OPERATOR' ? 'AND' : 'OR');

function describeSegment(s: GenSegment | undefined): string {
  if (!s) return '?';
  const constraints = s.constraints.map((c) => `${c.property} ${c.operator}${c.value ? ` ${c.value}` : ''}`);
  return `${s.key} ${s.matchType.replace('_MATCH_TYPE', '')}(${constraints.join('; ')})`;
}

/** One line per rule or rollout, then the segments they use. */
function describeFlag(flag: GenFlag | undefined, segments: Map<string, GenSegment>): string[] {
  if (!flag) return ['flag not in the model'];
  const head = `${flag.key} enabled=${flag.enabled}`;
  if (flag.type === 'VARIANT_FLAG_TYPE') {
    const rules = flag.rules.map(
      (r, i) => `rule ${i + 1}: ${r.segmentKeys.join(',')} ${operatorWord(r.segmentOperator)} → ${r.distributions.map((d) => `${d.variantKey} ${d.rollout}`).join(', ') || 'no distributions'}`,
    );
    const used = [...new Set(flag.rules.flatMap((r) => r.segmentKeys))];
    return [`${head} default=${flag.defaultVariantKey ?? '-'}`, ...rules, ...used.map((k) => describeSegment(segments.get(k)))];
  }
  const rollouts = flag.rollouts.map((r, i) =>
    'threshold' in r
      ? `rollout ${i + 1}: ${r.threshold.percentage}% → ${r.threshold.value}`
      : `rollout ${i + 1}: ${r.segment.segmentKeys.join(',')} ${operatorWord(r.segment.segmentOperator)} → ${r.segment.value}`,
  );
  const used = [...new Set(flag.rollouts.flatMap((r) => ('segment' in r ? r.segment.segmentKeys : [])))];
  return [head, ...rollouts, ...used.map((k) => describeSegment(segments.get(k)))];
}

/**
 * One mismatch as a few lines: the case, both answers (named by `sides`), and the flag with the
 * segments it uses.
 */
export function describeMismatch(
  c: GenCase, server: Outcome, engine: Outcome, flag: GenFlag | undefined, segments: Map<string, GenSegment>,
  sides: [string, string] = ['service', 'engine'],
): string {
  const differing = Object.keys({ ...server, ...engine }).filter((k) => JSON.stringify(server[k]) !== JSON.stringify(engine[k]));
  const width = Math.max(sides[0].length, sides[1].length) + 1;
  return [
    `${c.flagKey} (${c.single ? 'single' : 'batch'}) entityId=${JSON.stringify(c.entityId)} context=${JSON.stringify(c.context)}`,
    `  differs in: ${differing.join(', ')}`,
    `  ${`${sides[0]}:`.padEnd(width)} ${JSON.stringify(server)}`,
    `  ${`${sides[1]}:`.padEnd(width)} ${JSON.stringify(engine)}`,
    ...describeFlag(flag, segments).map((line) => `    ${line}`),
  ].join('\n');
}
