import { bool, forbid, KEY_PATTERN, list, mapping, number, oneOf, text, type Fields } from './check';
import { Invalid, type Path } from './errors';
import { byBytes, goJson } from './gojson';
import type { DocDistribution, DocFlag, DocRollout, DocRule, DocVariant } from './model';
import { hasFeature, type Version } from './version';

const FLAG_TYPES = ['VARIANT_FLAG_TYPE', 'BOOLEAN_FLAG_TYPE'] as const;
const OPERATORS = ['OR_SEGMENT_OPERATOR', 'AND_SEGMENT_OPERATOR'] as const;

// Fields arrive with the document versions that introduced them; older versions refuse them.
function flagFields(version: Version): string[] {
  const fields = ['key', 'name', 'description', 'enabled', 'variants', 'rules'];
  if (hasFeature(version, '1.1')) fields.push('type', 'rollouts');
  if (hasFeature(version, '1.3')) fields.push('metadata');
  return fields;
}

/** One entry of `flags`, with its variants, rules and rollouts. */
export function readFlag(v: unknown, path: Path, version: Version): DocFlag {
  const o = mapping(v, path, flagFields(version));
  const type = FLAG_TYPES.indexOf(oneOf(o, 'type', path, FLAG_TYPES, 'VARIANT_FLAG_TYPE'));
  if (type === 1) forbid(o, ['variants', 'rules'], path, 'a boolean flag has no variants or rules (use rollouts)');
  else forbid(o, ['rollouts'], path, 'only boolean flags have rollouts');
  const key = text(o, 'key', path, { required: true, pattern: KEY_PATTERN });
  const name = text(o, 'name', path, { required: true, nonEmpty: true });
  const variants = readVariants(o, path, version);
  const metadata = readMetadata(o, path);
  return {
    path,
    key,
    name,
    description: text(o, 'description', path),
    enabled: bool(o, 'enabled', path),
    type,
    variants: variants.list,
    defaultVariant: variants.defaultKey,
    rules: list(o, 'rules', path).map((r, i) => readRule(r, [...path, 'rules', i])),
    rollouts: list(o, 'rollouts', path).map((r, i) => readRollout(r, [...path, 'rollouts', i])),
    metadata,
  };
}

function readVariants(o: Fields, path: Path, version: Version) {
  const out: DocVariant[] = [];
  const keys = new Set<string>();
  let defaultKey: string | undefined;
  const fields = ['key', 'name', 'description', 'attachment', ...(hasFeature(version, '1.3') ? ['default'] : [])];
  list(o, 'variants', path).forEach((item, i) => {
    const at = [...path, 'variants', i];
    const v = mapping(item, at, fields);
    const key = text(v, 'key', at, { required: true, nonEmpty: true });
    if (keys.has(key)) throw new Invalid([...at, 'key'], `variant ${JSON.stringify(key)} is listed twice`);
    keys.add(key);
    if (bool(v, 'default', at)) {
      if (defaultKey !== undefined) throw new Invalid([...at, 'default'], `variant ${JSON.stringify(defaultKey)} is already the default`);
      defaultKey = key;
    }
    out.push({ key, name: text(v, 'name', at), description: text(v, 'description', at), attachment: readAttachment(v, at) });
  });
  return { list: out, defaultKey };
}

function readAttachment(v: Fields, path: Path): string {
  const a = v.attachment;
  if (a !== undefined && a !== null && typeof a !== 'object') {
    throw new Invalid([...path, 'attachment'], 'must be a mapping or a list');
  }
  return goJson(a, [...path, 'attachment']);
}

// Flipt v1.60 on serves a file's metadata (v1.54 only validated it): as the stored JSON text,
// keys sorted by their bytes as Flipt writes a Struct; null when the file has none.
function readMetadata(o: Fields, path: Path): string | null {
  if (o.metadata === undefined || o.metadata === null) return null;
  const m = mapping(o.metadata, [...path, 'metadata']);
  const entries = Object.keys(m).sort(byBytes).map((k) => {
    const value = m[k];
    const ok = typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
    if (!ok) throw new Invalid([...path, 'metadata', k], 'must be a string, a number or a boolean');
    return `${JSON.stringify(k)}:${JSON.stringify(value)}`;
  });
  return `{${entries.join(',')}}`;
}

function readRule(v: unknown, path: Path): DocRule {
  const o = mapping(v, path, ['segment', 'rank', 'distributions']);
  if (o.rank !== undefined && !Number.isInteger(o.rank)) throw new Invalid([...path, 'rank'], 'must be an integer');
  const segment = readRuleSegment(o.segment, [...path, 'segment']);
  return {
    path,
    ...segment,
    distributions: list(o, 'distributions', path).map((d, i) => readDistribution(d, [...path, 'distributions', i])),
  };
}

function readRuleSegment(v: unknown, path: Path): { segmentKeys: string[]; operator: number } {
  if (v === undefined || v === null) throw new Invalid(path, 'is required');
  if (typeof v === 'string') {
    if (!KEY_PATTERN.test(v)) throw new Invalid(path, `must match ${KEY_PATTERN.source}`);
    return { segmentKeys: [v], operator: 0 };
  }
  const o = mapping(v, path, ['keys', 'operator']);
  return { segmentKeys: segmentKeys(o, path), operator: OPERATORS.indexOf(oneOf(o, 'operator', path, OPERATORS, 'OR_SEGMENT_OPERATOR')) };
}

function readDistribution(v: unknown, path: Path): DocDistribution {
  const o = mapping(v, path, ['variant', 'rollout']);
  return { path, variant: text(o, 'variant', path, { required: true, nonEmpty: true }), rollout: number(o, 'rollout', path, 0, 100) };
}

/** `keys` of a rule or rollout segment: at least one; a repeated key counts once, as in Flipt. */
function segmentKeys(o: Fields, path: Path): string[] {
  const keys = list(o, 'keys', path);
  if (keys.length === 0) throw new Invalid([...path, 'keys'], 'must name at least one segment');
  keys.forEach((k, i) => {
    if (typeof k !== 'string' || k === '') throw new Invalid([...path, 'keys', i], 'must be a segment key');
  });
  return [...new Set(keys as string[])];
}

function readRollout(v: unknown, path: Path): DocRollout {
  const o = mapping(v, path, ['description', 'segment', 'threshold']);
  // Checked, not kept: Flipt v1.54 builds rollouts from files without their description.
  text(o, 'description', path);
  if ((o.segment == null) === (o.threshold == null)) throw new Invalid(path, 'needs exactly one of segment or threshold');
  if (o.threshold != null) {
    const t = mapping(o.threshold, [...path, 'threshold'], ['percentage', 'value']);
    const at = [...path, 'threshold'];
    const percentage = number(t, 'percentage', at, 0, 100);
    return { path, type: 2, value: bool(t, 'value', at), percentage, segmentKeys: [], operator: 0 };
  }
  const at = [...path, 'segment'];
  const s = mapping(o.segment, at, ['key', 'keys', 'operator', 'value']);
  if ((s.key == null) === (s.keys == null)) throw new Invalid(at, 'needs exactly one of key or keys');
  const keys = s.key != null ? [text(s, 'key', at, { pattern: KEY_PATTERN })] : segmentKeys(s, at);
  const operator = OPERATORS.indexOf(oneOf(s, 'operator', at, OPERATORS, 'OR_SEGMENT_OPERATOR'));
  return { path, type: 1, value: bool(s, 'value', at), percentage: null, segmentKeys: keys, operator };
}
