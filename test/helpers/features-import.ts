import type { Client } from './http';
import type { FeatureDoc } from './features-fixture';

/**
 * Recreates declarative documents through `/api/v1` on a database-mode service, the way an
 * author would by hand, so both storages can be asked the same evaluation questions.
 * Attachments are sent as plain JSON text; comparisons must parse them.
 */
export async function importDocs(api: Client, docs: FeatureDoc[]) {
  const seen = new Set(['default']);
  for (const doc of docs) {
    const ns = namespaceOf(doc);
    if (!seen.has(ns.key)) {
      seen.add(ns.key);
      await ok(api.post('/api/v1/namespaces', ns));
    }
    for (const s of doc.segments ?? []) await importSegment(api, ns.key, s);
    for (const f of doc.flags ?? []) await importFlag(api, ns.key, f);
  }
}

function namespaceOf(doc: FeatureDoc): { key: string; name: string; description: string } {
  const ns = doc.namespace ?? 'default';
  if (typeof ns === 'string') return { key: ns, name: ns, description: '' };
  return { key: ns.key ?? 'default', name: ns.name ?? ns.key, description: ns.description ?? '' };
}

async function ok(call: Promise<{ status: number; body: any; text: string }>) {
  const res = await call;
  if (res.status !== 200) throw new Error(`import failed with ${res.status}: ${res.text}`);
  return res.body;
}

async function importSegment(api: Client, ns: string, s: FeatureDoc) {
  const base = `/api/v1/namespaces/${ns}/segments`;
  await ok(api.post(base, { key: s.key, name: s.name, description: s.description ?? '', matchType: s.match_type }));
  for (const c of s.constraints ?? []) await ok(api.post(`${base}/${s.key}/constraints`, { ...c, value: c.value ?? '' }));
}

async function importFlag(api: Client, ns: string, f: FeatureDoc) {
  const base = `/api/v1/namespaces/${ns}/flags`;
  const flag = { key: f.key, name: f.name, description: f.description ?? '', type: f.type ?? 'VARIANT_FLAG_TYPE', enabled: !!f.enabled };
  await ok(api.post(base, f.metadata ? { ...flag, metadata: f.metadata } : flag));
  const ids = new Map<string, string>();
  for (const v of f.variants ?? []) {
    const attachment = v.attachment === undefined ? '' : JSON.stringify(v.attachment);
    const created = await ok(api.post(`${base}/${f.key}/variants`, { key: v.key, name: v.name ?? '', description: v.description ?? '', attachment }));
    ids.set(v.key, created.id);
    if (v.default) await ok(api.put(`${base}/${f.key}`, { ...flag, defaultVariantId: created.id }));
  }
  for (const [i, r] of (f.rules ?? []).entries()) await importRule(api, `${base}/${f.key}`, r, i + 1, ids);
  for (const [i, r] of (f.rollouts ?? []).entries()) await ok(api.post(`${base}/${f.key}/rollouts`, rolloutBody(r, i + 1)));
}

async function importRule(api: Client, flagPath: string, r: FeatureDoc, rank: number, ids: Map<string, string>) {
  const segment = typeof r.segment === 'string'
    ? { segmentKey: r.segment }
    : { segmentKeys: r.segment.keys, segmentOperator: r.segment.operator ?? 'OR_SEGMENT_OPERATOR' };
  const rule = await ok(api.post(`${flagPath}/rules`, { ...segment, rank }));
  for (const d of r.distributions ?? []) {
    await ok(api.post(`${flagPath}/rules/${rule.id}/distributions`, { variantId: ids.get(d.variant), rollout: d.rollout }));
  }
}

function rolloutBody(r: FeatureDoc, rank: number) {
  const description = r.description ?? '';
  if (r.threshold) return { rank, description, threshold: { percentage: r.threshold.percentage, value: !!r.threshold.value } };
  const keys = r.segment.key ? [r.segment.key] : r.segment.keys;
  return { rank, description, segment: { segmentKeys: keys, segmentOperator: r.segment.operator ?? 'OR_SEGMENT_OPERATOR', value: !!r.segment.value } };
}
