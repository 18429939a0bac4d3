// /namespaces/:ns/import-export (issue 14 item 5): the namespace's export as features.yml, and the
// import of such a file with its preview. Reached from the flags list and the namespace settings.
import { useState } from 'react';
import { Button, PageHeader, Section } from '../../design/components';
import { useNamespaceKey } from '../namespaces';
import { downloadExport, exportFilename } from './export';
import { ImportSection } from './ImportSection';
import * as styles from './transfer.css';

function ExportSection({ namespaceKey }: { namespaceKey: string }) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    await downloadExport(namespaceKey);
    setPending(false);
  };
  return (
    <Section title="Export" description={`Download every flag and segment of ${namespaceKey} as ${exportFilename(namespaceKey)}, the document flipt export writes (version 1.4).`}>
      <div className={styles.row}>
        <Button onPress={() => void run()} isPending={pending}>
          Export namespace
        </Button>
      </div>
    </Section>
  );
}

/** The import and export page of the current namespace. */
export function ImportExportPage() {
  const namespaceKey = useNamespaceKey();
  return (
    <div className={styles.section}>
      <PageHeader title="Import and Export" description={`Flags and segments of namespace ${namespaceKey} in Flipt's declarative format.`} />
      <ExportSection namespaceKey={namespaceKey} />
      <ImportSection key={namespaceKey} namespaceKey={namespaceKey} />
    </div>
  );
}
