import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { readDocument } from './document';
import { Invalid } from './errors';
import { mergeDocuments, type FlagState, type ReadDoc } from './merge';
import { readStateFile, type SourceDoc } from './source';

/**
 * Reads, validates and merges the listed state files (paths relative to `root`) into one
 * state. Throws LoadError for the first problem found, naming its file and line.
 */
export function loadState(root: string, files: readonly string[], shown: (rel: string) => string): FlagState {
  const docs: ReadDoc[] = [];
  const realRoot = realpathSync(root);
  for (const rel of files) {
    for (const src of readStateFile(realRoot, join(root, rel), shown(rel))) docs.push({ src, doc: validated(src) });
  }
  return mergeDocuments(docs);
}

function validated(src: SourceDoc) {
  try {
    return readDocument(src.value);
  } catch (err) {
    if (err instanceof Invalid) throw src.fail(err.path, err.message);
    throw err;
  }
}
