// Import (issue 14 item 5): choose a features.yml, read the preview of what importing it into the
// namespace would create, update, leave or refuse, then apply it; progress while it runs, and at
// the first failure what was done, with the offer to remove what was created.
import { useMemo, useState } from 'react';
import { Button, FileButton, FormError, Loader, toast } from '../../design/components';
import { Section } from '../../design/components/Section';
import { WhyDisabled } from '../../design/components/WhyDisabled';
import { errorText } from '../../lib/http';
import { useMeta } from '../meta';
import { useWriteBlock } from '../permissions';
import { planImport } from '../transfer';
import { useNamespaceState, useRefreshNamespace } from './hooks';
import { ImportPreview } from './ImportPreview';
import { readFile } from './read-file';
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
    return { plan: planImport(read.doc, state.data), notes };
  }, [read, state.data, state.error, ns]);
}

/** Props of ImportSection. */
export interface ImportSectionProps {
  namespaceKey: string;
}

/** The import part of the page. */
export function ImportSection({ namespaceKey }: ImportSectionProps) {
  const reason = useWriteBlock('flag', 'create');
  const readOnly = Boolean(reason);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const { plan, notes, error, loading } = usePreview(namespaceKey, file?.text ?? null);
  const refresh = useRefreshNamespace();
  const runner = usePlanRun(() => void refresh(namespaceKey));
  const running = runner.state.phase === 'running' || runner.state.phase === 'undoing';
  const choose = (chosen: { name: string; text: string }) => {
    runner.reset();
    setFile(chosen);
  };
  const apply = async () => {
    if (!plan || !file) return;
    const execution = await runner.run(plan.steps);
    if (!execution.failed) toast.success(`Imported ${file.name} into ${namespaceKey}`);
  };
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
        <RunStatus state={runner.state} verb="Importing" onUndo={(undo) => void runner.undo(undo)} />
        {plan && !running && <ImportPreview plan={plan} />}
        {plan && (
          <div className={`${styles.row} ${styles.actionBar}`}>
            <WhyDisabled reason={reason}>
              <Button tone="primary" onPress={() => void apply()} isDisabled={readOnly || running || plan.steps.length === 0}>
                Import
              </Button>
            </WhyDisabled>
          </div>
        )}
      </div>
    </Section>
  );
}
