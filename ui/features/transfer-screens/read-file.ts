// A chosen file read for import: its first document, or why it cannot be imported at all. No React.
import { errorText } from '../../lib/http';
import { readDocuments, type ReadDocument, type ServerOffers } from '../transfer';

/** The file's first document and how many it holds, or the reason it cannot be read. */
export type ReadFile = { doc: ReadDocument; count: number; error?: undefined } | { error: string };

export function readFile(text: string, server: ServerOffers): ReadFile {
  try {
    const docs = readDocuments(text, server);
    return { doc: docs[0] as ReadDocument, count: docs.length };
  } catch (error) {
    return { error: `The file is not a features document: ${errorText(error)}` };
  }
}
