import { isScalar, visit, type Document, type LineCounter } from 'yaml';
import { LoadError } from './errors';

/** Options for every parse of a state or index file: the duplicate-key check is ours. */
export const PARSE_OPTIONS = { prettyErrors: false, uniqueKeys: false } as const;

/**
 * Refuses a mapping that repeats a key, as Flipt's YAML decoder does. The YAML library's own
 * check compares each key with every earlier one, which takes minutes on a mapping of 100,000
 * keys; this one is a single pass with a set. `<<` merge keys may repeat.
 */
export function checkUniqueKeys(doc: Document, counter: LineCounter, shown: string) {
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        if (key === '<<') continue;
        if (seen.has(key)) {
          const at = (pair.key as { range?: [number] } | null)?.range?.[0] ?? 0;
          throw new LoadError(shown, counter.linePos(at).line, 'Map keys must be unique');
        }
        seen.add(key);
      }
    },
  });
}
