import { randomUUID } from 'node:crypto';
import type { Changes } from '../store/changes';
import type { Db } from '../store/db';
import { nowMicros } from '../store/time';
import { Slicer } from '../core/slices';
import type { FlagState, NamespaceState } from './merge';
import type { DocFlag, DocSegment } from './model';

// Children first, so no delete has to cascade; 2,000 rows a statement, so slices stay short.
const CLEAR = [
  'distributions',
  'rule_segments',
  'rollout_segments',
  'rules',
  'rollouts',
  'constraints',
  'variants',
  'flags',
  'segments',
  'namespaces',
].map((t) => `DELETE FROM ${t} WHERE rowid IN (SELECT rowid FROM ${t} LIMIT 2000)`);

function prepare(db: Db) {
  const p = (sql: string) => db.prepare(sql);
  return {
    keys: db.prepare<[], string>('SELECT key FROM namespaces').pluck(),
    clear: CLEAR.map(p),
    namespace: p(`INSERT INTO namespaces (key, name, description, protected, created_at, updated_at)
                  VALUES (?, ?, ?, 0, ?, ?)`),
    segment: p(`INSERT INTO segments (namespace_key, key, name, description, match_type, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)`),
    constraint: p(`INSERT INTO constraints (id, namespace_key, segment_key, type, property, operator, value, description,
                   created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    flag: p(`INSERT INTO flags (namespace_key, key, name, description, enabled, type, default_variant_id, metadata,
             created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    variant: p(`INSERT INTO variants (id, namespace_key, flag_key, key, name, description, attachment, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    rule: p(`INSERT INTO rules (id, namespace_key, flag_key, rank, segment_operator, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`),
    ruleSegment: p('INSERT INTO rule_segments (rule_id, namespace_key, segment_key, position) VALUES (?, ?, ?, ?)'),
    distribution: p(`INSERT INTO distributions (id, rule_id, variant_id, rollout, created_at, updated_at)
                     VALUES (?, ?, ?, ?, ?, ?)`),
    rollout: p(`INSERT INTO rollouts (id, namespace_key, flag_key, rank, type, description, threshold_percentage, value,
                segment_operator, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    rolloutSegment: p('INSERT INTO rollout_segments (rollout_id, namespace_key, segment_key, position) VALUES (?, ?, ?, ?)'),
  };
}

type Statements = ReturnType<typeof prepare>;
const cache = new WeakMap<Db, Statements>();

const byKey = <T extends { key: string }>(items: Iterable<T>) => [...items].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * Replaces every namespace in `db` with `state` in one transaction, so readers see the old
 * state or the new one, never a mix. Like Flipt's snapshot, every row gets the same timestamp
 * and fresh ids; rows go in key order so that creation-order listings come out sorted by key,
 * which is how Flipt lists a declarative state's namespaces, flags and segments. Every
 * namespace that existed before or after is touched, so caches and snapshot ETags move.
 */
export async function writeState(db: Db, changes: Changes, state: FlagState): Promise<void> {
  let q = cache.get(db);
  if (!q) cache.set(db, (q = prepare(db)));
  const stmts = q;
  const now = nowMicros();
  // One transaction held open across slices: this database is the service's private mirror,
  // nothing else writes to it, and reads wait on the StateGate until it commits.
  db.exec('BEGIN');
  try {
    const before = stmts.keys.all();
    const slicer = new Slicer();
    for (const s of stmts.clear) {
      while (s.run().changes > 0) if (slicer.over()) await slicer.pause();
    }
    for (const ns of byKey(state.values())) await writeNamespace(stmts, ns, now, slicer);
    for (const key of new Set([...before, ...state.keys()])) changes.touch(key);
    db.exec('COMMIT');
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

async function writeNamespace(q: Statements, ns: NamespaceState, now: number, slicer: Slicer) {
  q.namespace.run(ns.key, ns.name, ns.description, now, now);
  for (const s of byKey(ns.segments.values())) {
    writeSegment(q, ns.key, s, now);
    if (slicer.due()) await slicer.pause();
  }
  for (const f of byKey(ns.flags.values())) {
    writeFlag(q, ns.key, f, now);
    if (slicer.due()) await slicer.pause();
  }
}

function writeSegment(q: Statements, ns: string, s: DocSegment, now: number) {
  q.segment.run(ns, s.key, s.name, s.description, s.matchType, now, now);
  for (const c of s.constraints) {
    q.constraint.run(randomUUID(), ns, s.key, c.type, c.property, c.operator, c.value, c.description, now, now);
  }
}

function writeFlag(q: Statements, ns: string, f: DocFlag, now: number) {
  const variantIds = new Map(f.variants.map((v) => [v.key, randomUUID()]));
  const defaultId = f.defaultVariant === undefined ? null : (variantIds.get(f.defaultVariant) ?? null);
  q.flag.run(ns, f.key, f.name, f.description, f.enabled ? 1 : 0, f.type, defaultId, f.metadata, now, now);
  for (const v of f.variants) {
    q.variant.run(variantIds.get(v.key), ns, f.key, v.key, v.name, v.description, v.attachment, now, now);
  }
  f.rules.forEach((r, i) => {
    const id = randomUUID();
    q.rule.run(id, ns, f.key, i + 1, r.operator, now, now);
    r.segmentKeys.forEach((key, position) => q.ruleSegment.run(id, ns, key, position));
    for (const d of r.distributions) q.distribution.run(randomUUID(), id, variantIds.get(d.variant), d.rollout, now, now);
  });
  f.rollouts.forEach((r, i) => {
    const id = randomUUID();
    q.rollout.run(id, ns, f.key, i + 1, r.type, '', r.percentage, r.value ? 1 : 0, r.operator, now, now);
    r.segmentKeys.forEach((key, position) => q.rolloutSegment.run(id, ns, key, position));
  });
}
