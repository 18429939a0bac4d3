// Import (issue 14 item 5, issue 36): choose a features.yml, read the preview of what importing it
// into the namespace would create, update, leave or refuse, then apply it, all or nothing: a
// refused item stops it unless left out, a run that fails puts back what it wrote, and one that
// succeeds offers its Undo.
import { useMemo, useState } from 'react';
import { FileButton, FormError, Loader, Section } from '../../design/components';
import { errorText } from '../../lib/http';
import { useMeta } from '../meta';
import { useWriteBlock } from '../permissions';
import { changeOf, planImport } from '../transfer';
import { useNamespaceState, useRefreshNamespace } from './hooks';
import { ImportPreview } from './ImportPreview';
import { readFile } from './read-file';
import { RunGate } from './RunGate';
import { RunStatus } from './RunStatus';
import { usePlanRun } from './usePlanRun';
import * as styles from './transfer.css';

/** The preview of `text` into `ns`, or its loading or the reason there is none. */
function usePreview(ns: string, text: string | null) {
  // A file's contains/notcontains constraints are refused where the server lacks them (Flipt < 1.57).
  const { version, substringOperators } = useMeta();
  const read = useMemo(() => (text === null ? null : readFile(text, { version, substringOperators })), [text, version, substringOperators]);
  const state = useNamespaceState(read && !read.error ? ns : null);
  return useMemo(() => {
    if (!read) return {};
    if (read.error !== undefined) return { error: read.error };
    if (state.error) return { error: `Namespace ${ns} could not be read: ${errorText(state.error)}` };
    if (!state.data) return { loading: true };
    const notes = [
      ...(read.count > 1 ? [`The file holds ${read.count} documents; only the first is imported.`] : []),
      ...(read.doc.namespace.key !== ns ? [`The file names namespace ${read.doc.namespace.key}; it is imported into ${ns}.`] : []),
    ];
    return { plan: planImport(read.doc, state.data), before: state.data, notes };
  }, [read, state.data, state.error, ns]);
}

/** Props of ImportSection. */
export interface ImportSectionProps {
  namespaceKey: string;
}

/** The import part of the page. */
export function ImportSection({ namespaceKey }: ImportSectionProps) {
  const reason = useWriteBlock('flag', 'create');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const { plan, before, notes, error, loading } = usePreview(namespaceKey, file?.text ?? null);
  const refresh = useRefreshNamespace();
  const settled = () => void refresh(namespaceKey);
  const runner = usePlanRun(namespaceKey, settled);
  const { running } = runner;
  const choose = (chosen: { name: string; text: string }) => {
    runner.reset();
    setFile(chosen);
  };
  const apply = () => plan && file && before && void runner.run(plan, changeOf(plan, before), `Imported ${file.name} into ${namespaceKey}`);
  return (
    <Section title="Import" description={`Create and update flags and segments of ${namespaceKey} from a features.yml (YAML or JSON, as flipt export writes it). Flags and segments the file does not name stay as they are.`}>
      <div className={styles.stack}>
        <div className={styles.row}>
          <FileButton accept=".yml,.yaml,.json" onFile={choose} isDisabled={running}>
            Choose file…
          </FileButton>
          {file && <span className={styles.muted}>{file.name}</span>}
        </div>
        <FormError>{error ?? null}</FormError>
        {loading && <Loader label={`Reading namespace ${namespaceKey}`} />}
        {notes?.map((note) => (
          <p key={note} className={styles.muted}>
            {note}
          </p>
        ))}
        <RunStatus runner={runner} verb="Importing" />
        {plan && !running && <ImportPreview plan={plan} />}
        {plan && (
          <div className={styles.actionBar}>
            <RunGate runner={runner} label="Import" plan={plan} nothing="Nothing to import: the namespace already holds what the file says." blocked={reason} onRun={apply} />
          </div>
        )}
      </div>
    </Section>
  );
}
