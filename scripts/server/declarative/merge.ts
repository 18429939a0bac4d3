import { DEFAULT_NAMESPACE } from './document';
import type { DocFlag, DocNamespace, DocSegment, FeatureDoc } from './model';
import type { SourceDoc } from './source';

/** Everything one namespace holds once all documents naming it are merged. */
export interface NamespaceState extends DocNamespace {
  flags: Map<string, DocFlag>;
  segments: Map<string, DocSegment>;
}

/** The whole declarative state by namespace key; `default` is always present. */
export type FlagState = Map<string, NamespaceState>;

export interface ReadDoc {
  src: SourceDoc;
  doc: FeatureDoc;
}

const emptyNamespace = (ns: DocNamespace): NamespaceState => ({ ...ns, flags: new Map(), segments: new Map() });

/**
 * Merges documents in file order. As in Flipt, the first document naming a namespace gives its
 * name and description and `default` keeps Flipt's own. Unlike Flipt, which lets a later
 * definition silently replace an earlier one, a flag or segment defined twice is an error, and
 * references are resolved against the whole namespace rather than only earlier documents.
 * Throws LoadError.
 */
export function mergeDocuments(docs: readonly ReadDoc[]): FlagState {
  const state: FlagState = new Map([[DEFAULT_NAMESPACE.key, emptyNamespace(DEFAULT_NAMESPACE)]]);
  const origins = new Map<object, SourceDoc>();
  for (const { src, doc } of docs) {
    let ns = state.get(doc.namespace.key);
    if (!ns) state.set(doc.namespace.key, (ns = emptyNamespace(doc.namespace)));
    for (const s of doc.segments) addOnce(ns.segments, s, src, origins, `segment "${ns.key}/${s.key}"`);
    for (const f of doc.flags) addOnce(ns.flags, f, src, origins, `flag "${ns.key}/${f.key}"`);
  }
  for (const ns of state.values()) {
    for (const flag of ns.flags.values()) checkReferences(ns, flag, origins.get(flag) as SourceDoc);
  }
  return state;
}

function addOnce<T extends { key: string; path: readonly (string | number)[] }>(
  into: Map<string, T>,
  item: T,
  src: SourceDoc,
  origins: Map<object, SourceDoc>,
  label: string,
) {
  const first = into.get(item.key);
  if (first) {
    const at = (origins.get(first) as SourceDoc).fail(first.path, '');
    throw src.fail([...item.path, 'key'], `${label} is already defined at ${at.file}:${at.line}`);
  }
  into.set(item.key, item);
  origins.set(item, src);
}

function checkReferences(ns: NamespaceState, flag: DocFlag, src: SourceDoc) {
  const where = `flag ${ns.key}/${flag.key}`;
  const missingSegment = (keys: string[]) => keys.find((k) => !ns.segments.has(k));
  const variants = new Set(flag.variants.map((v) => v.key));
  flag.rules.forEach((rule, i) => {
    const segment = missingSegment(rule.segmentKeys);
    if (segment !== undefined) {
      throw src.fail([...rule.path, 'segment'], `${where} rule ${i + 1} references unknown segment "${segment}"`);
    }
    for (const d of rule.distributions) {
      if (!variants.has(d.variant)) {
        throw src.fail([...d.path, 'variant'], `${where} rule ${i + 1} references unknown variant "${d.variant}"`);
      }
    }
  });
  flag.rollouts.forEach((rollout, i) => {
    const segment = missingSegment(rollout.segmentKeys);
    if (segment !== undefined) {
      throw src.fail([...rollout.path, 'segment'], `${where} rollout ${i + 1} references unknown segment "${segment}"`);
    }
  });
}
