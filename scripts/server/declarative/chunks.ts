import type { FlagState } from './merge';
import type { DocFlag, DocNamespace, DocSegment } from './model';

/** A piece of a loaded flag state small enough to pass between threads in one short turn. */
export type Chunk = { namespace: DocNamespace } | { ns: string; flags: DocFlag[] } | { ns: string; segments: DocSegment[] };

/** Flags or segments per chunk: a 40,000-flag state crosses in 80 messages of a few ms each. */
const PER_CHUNK = 500;

/** `state` as chunks: each namespace, then its segments and flags in groups. */
export function* chunksOf(state: FlagState): Generator<Chunk> {
  for (const ns of state.values()) {
    yield { namespace: { key: ns.key, name: ns.name, description: ns.description } };
    const segments = [...ns.segments.values()];
    for (let i = 0; i < segments.length; i += PER_CHUNK) yield { ns: ns.key, segments: segments.slice(i, i + PER_CHUNK) };
    const flags = [...ns.flags.values()];
    for (let i = 0; i < flags.length; i += PER_CHUNK) yield { ns: ns.key, flags: flags.slice(i, i + PER_CHUNK) };
  }
}

/** Puts a state back together from its chunks, in the order `chunksOf` gave them. */
export class StateBuilder {
  readonly state: FlagState = new Map();

  add(chunk: Chunk) {
    if ('namespace' in chunk) return void this.state.set(chunk.namespace.key, { ...chunk.namespace, flags: new Map(), segments: new Map() });
    const ns = this.state.get(chunk.ns);
    if (!ns) throw new Error(`chunk for unknown namespace ${chunk.ns}`);
    if ('flags' in chunk) for (const f of chunk.flags) ns.flags.set(f.key, f);
    else for (const s of chunk.segments) ns.segments.set(s.key, s);
  }
}
