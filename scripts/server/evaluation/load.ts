import { createHash } from 'node:crypto';
import type {
  ConstraintType,
  EvalDistribution,
  EvalFlag,
  EvalRollout,
  EvalRule,
  EvalSegment,
} from '../../../ui/lib/evaluation/index';
import type { Db } from '../store/db';
import { formatMicros } from '../store/time';
import { toFloat32 } from '../store/float32';
import { compactJson } from './attachment';
import type { CachedFlag, NamespaceData } from './model';

interface FlagRow {
  key: string; name: string; description: string; enabled: number; type: number;
  default_variant_id: string | null; created_at: number; updated_at: number;
}
interface VariantRow { id: string; key: string; attachment: string }
/** A variant with its attachment compacted (as evaluation reads it) and as stored. */
interface LoadedVariant extends VariantRow { stored: string }
interface SegmentRow { key: string; match_type: number }
interface ConstraintRow { id: string; segment_key: string; type: number; property: string; operator: string; value: string }
interface RuleRow { id: string; flag_key: string; rank: number; segment_operator: number }
interface RolloutRow {
  id: string; flag_key: string; rank: number; type: number;
  threshold_percentage: number | null; value: number; segment_operator: number;
}
interface LinkRow { owner: string; segment_key: string }
interface DistributionRow { rule_id: string; variant_id: string; rollout: number }

const constraintTypes: Record<number, ConstraintType> = { 1: 'STRING', 2: 'NUMBER', 3: 'BOOLEAN', 4: 'DATETIME', 5: 'ENTITY_ID' };
const ROLLOUT_SEGMENT = 1;
const ROLLOUT_THRESHOLD = 2;

/** SHA-1 hex of the namespace marker's decimal text: the snapshot ETag (EVALUATION.md §8). */
export const etagOf = (marker: number | null) =>
  marker === null ? undefined : createHash('sha1').update(String(marker)).digest('hex');

/**
 * Reads a whole namespace with one query per table (never per flag or per rule) and builds
 * engine-ready flags. Returns undefined when the namespace does not exist.
 */
export class NamespaceLoader {
  private q;

  constructor(private db: Db) {
    const p = (sql: string) => db.prepare(sql);
    this.q = {
      namespace: p('SELECT state_modified_at AS marker FROM namespaces WHERE key = ?'),
      flags: p(`SELECT key, name, description, enabled, type, default_variant_id, created_at, updated_at
                FROM flags WHERE namespace_key = ? ORDER BY created_at, rowid`),
      variants: p('SELECT id, key, attachment FROM variants WHERE namespace_key = ?'),
      segments: p('SELECT key, match_type FROM segments WHERE namespace_key = ?'),
      constraints: p(`SELECT id, segment_key, type, property, operator, value FROM constraints
                      WHERE namespace_key = ? ORDER BY created_at, rowid`),
      rules: p(`SELECT id, flag_key, rank, segment_operator FROM rules
                WHERE namespace_key = ? ORDER BY rank, created_at, rowid`),
      ruleSegments: p(`SELECT rule_id AS owner, segment_key FROM rule_segments
                       WHERE namespace_key = ? ORDER BY position, rowid`),
      distributions: p(`SELECT d.rule_id, d.variant_id, d.rollout FROM distributions d
                        JOIN rules r ON r.id = d.rule_id WHERE r.namespace_key = ? ORDER BY d.created_at, d.rowid`),
      rollouts: p(`SELECT id, flag_key, rank, type, threshold_percentage, value, segment_operator FROM rollouts
                   WHERE namespace_key = ? ORDER BY rank, created_at, rowid`),
      rolloutSegments: p(`SELECT rollout_id AS owner, segment_key FROM rollout_segments
                          WHERE namespace_key = ? ORDER BY position, rowid`),
    };
  }

  load(ns: string): NamespaceData | undefined {
    return this.db.transaction(() => {
      const row = this.q.namespace.get(ns) as { marker: number | null } | undefined;
      if (!row) return undefined;
      const flags = this.readFlags(ns);
      const ordered = [...flags.values()];
      return { key: ns, marker: row.marker, etag: etagOf(row.marker), flags, ordered, snapshots: new Map() };
    })();
  }

  private readFlags(ns: string): Map<string, CachedFlag> {
    const variants = this.readVariants(ns);
    const segments = this.readSegments(ns);
    const flags = new Map<string, CachedFlag>();
    for (const row of this.q.flags.all(ns) as FlagRow[]) flags.set(row.key, toCachedFlag(row, variants));
    this.attachRules(ns, flags, segments, variants);
    this.attachRollouts(ns, flags, segments);
    return flags;
  }

  private readVariants(ns: string): Map<string, LoadedVariant> {
    const out = new Map<string, LoadedVariant>();
    for (const v of this.q.variants.all(ns) as VariantRow[]) out.set(v.id, { ...v, attachment: compactJson(v.attachment), stored: v.attachment });
    return out;
  }

  private readSegments(ns: string): Map<string, EvalSegment> {
    const out = new Map<string, EvalSegment>();
    for (const s of this.q.segments.all(ns) as SegmentRow[]) {
      out.set(s.key, { key: s.key, matchType: s.match_type === 1 ? 'ANY' : 'ALL', constraints: [] });
    }
    for (const c of this.q.constraints.all(ns) as ConstraintRow[]) {
      out.get(c.segment_key)?.constraints.push({
        id: c.id, type: constraintTypes[c.type] ?? 'UNKNOWN', property: c.property, operator: c.operator, value: c.value,
      });
    }
    return out;
  }

  private attachRules(ns: string, flags: Map<string, CachedFlag>, segments: Map<string, EvalSegment>, variants: Map<string, VariantRow>) {
    const byId = new Map<string, EvalRule>();
    for (const r of this.q.rules.all(ns) as RuleRow[]) {
      const flag = flags.get(r.flag_key)?.eval;
      if (flag?.type !== 'VARIANT_FLAG_TYPE') continue;
      const rule: EvalRule = { id: r.id, rank: r.rank, segmentOperator: operatorOf(r.segment_operator), segments: [], distributions: [] };
      flag.rules.push(rule);
      byId.set(r.id, rule);
    }
    linkSegments(this.q.ruleSegments.all(ns) as LinkRow[], byId, segments);
    for (const d of this.q.distributions.all(ns) as DistributionRow[]) {
      const rule = byId.get(d.rule_id);
      const variant = variants.get(d.variant_id);
      if (rule && variant) rule.distributions.push(distribution(variant, d.rollout));
    }
  }

  private attachRollouts(ns: string, flags: Map<string, CachedFlag>, segments: Map<string, EvalSegment>) {
    const segmentRollouts = new Map<string, { segments: EvalSegment[] }>();
    for (const r of this.q.rollouts.all(ns) as RolloutRow[]) {
      const flag = flags.get(r.flag_key)?.eval;
      if (flag?.type !== 'BOOLEAN_FLAG_TYPE') continue;
      const rollout: EvalRollout = { rank: r.rank };
      if (r.type === ROLLOUT_THRESHOLD) {
        rollout.threshold = { percentage: toFloat32(r.threshold_percentage ?? 0), value: r.value === 1 };
      } else if (r.type === ROLLOUT_SEGMENT) {
        rollout.segment = { value: r.value === 1, segmentOperator: operatorOf(r.segment_operator), segments: [] };
        segmentRollouts.set(r.id, rollout.segment);
      }
      flag.rollouts.push(rollout);
    }
    linkSegments(this.q.rolloutSegments.all(ns) as LinkRow[], segmentRollouts, segments);
  }
}

const operatorOf = (n: number) => (n === 1 ? 'AND' : 'OR');

function linkSegments(links: LinkRow[], owners: Map<string, { segments: EvalSegment[] }>, segments: Map<string, EvalSegment>) {
  for (const link of links) {
    const segment = segments.get(link.segment_key);
    if (segment) owners.get(link.owner)?.segments.push(segment);
  }
}

function distribution(variant: VariantRow, rollout: number): EvalDistribution {
  return { variantId: variant.id, variantKey: variant.key, variantAttachment: variant.attachment, rollout: toFloat32(rollout) };
}

function toCachedFlag(row: FlagRow, variants: Map<string, LoadedVariant>): CachedFlag {
  const type = row.type === 1 ? 'BOOLEAN_FLAG_TYPE' : 'VARIANT_FLAG_TYPE';
  const flag: EvalFlag = { key: row.key, type, enabled: row.enabled === 1, rules: [], rollouts: [] };
  const dv = row.default_variant_id ? variants.get(row.default_variant_id) : undefined;
  if (dv && type === 'VARIANT_FLAG_TYPE') flag.defaultVariant = { id: dv.id, key: dv.key, attachment: dv.attachment };
  return {
    eval: flag,
    ...(flag.defaultVariant && dv ? { storedDefaultAttachment: dv.stored } : {}),
    name: row.name,
    description: row.description,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
  };
}
