// Export (issue 14 item 5): a namespace, or some of its flags with the segments they use, as the
// features.yml document `flipt export` writes (version 1.4), offered as a download.
import { toast } from '../../design/components';
import { errorText } from '../../lib/http';
import { exportNamespace } from '../transfer';
import { readNamespaceState } from './api';
import { downloadText } from './download';

/** The name of the file an export of namespace `ns` downloads: `staging.features.yml`. */
export const exportFilename = (ns: string) => `${ns}.features.yml`;

/** The features.yml text of namespace `ns`; with `flagKeys`, of those flags and the segments they use. */
export async function exportText(ns: string, flagKeys?: readonly string[]): Promise<string> {
  return exportNamespace(await readNamespaceState(ns, flagKeys), flagKeys);
}

/**
 * Downloads the export as `<ns>.features.yml`; says in a toast what was exported, or why it failed.
 * Resolves to whether it succeeded.
 */
export async function downloadExport(ns: string, flagKeys?: readonly string[]): Promise<boolean> {
  try {
    downloadText(exportFilename(ns), await exportText(ns, flagKeys));
    const what = flagKeys ? `${flagKeys.length} flag${flagKeys.length === 1 ? '' : 's'} of ${ns}` : `namespace ${ns}`;
    toast.success(`Exported ${what} as ${exportFilename(ns)}`);
    return true;
  } catch (error) {
    toast.error(`Could not export: ${errorText(error)}`);
    return false;
  }
}
