// Settings → Namespaces (UI-INVENTORY §2.6): the list, the create/edit slide-over and the delete
// confirmation. Read-only storage disables creating and hides editing and deleting.
import { useState } from 'react';
import { AlertDialog, Button, EmptyState, Loader, PlusIcon, toast, Tooltip } from '../../design/components';
import { errorText } from '../../lib/http';
import { useReadOnly } from '../meta';
import { useDeleteNamespace, useNamespaces } from './hooks';
import { NamespaceForm } from './NamespaceForm';
import { NamespaceTable } from './NamespaceTable';
import type { Namespace } from './schema';
import * as styles from './NamespacesPage.css';

const READ_ONLY = 'Not allowed in Read-Only mode';

function NewNamespaceButton({ readOnly, onPress }: { readOnly: boolean; onPress: () => void }) {
  const button = (
    <Button tone="primary" icon={PlusIcon} isDisabled={readOnly} onPress={onPress}>
      New Namespace
    </Button>
  );
  return readOnly ? (
    <Tooltip content={READ_ONLY} focusable>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The namespace settings page. */
export function NamespacesPage() {
  const { data, isLoading } = useNamespaces();
  const readOnly = useReadOnly();
  const remove = useDeleteNamespace();
  const [editing, setEditing] = useState<Namespace | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Namespace | null>(null);
  const namespaces = data?.namespaces;
  const openNew = () => setEditing('new');
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.key);
      toast.success('Successfully deleted namespace');
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <section className={styles.section} aria-labelledby="namespaces-title">
      <header className={styles.header}>
        <div>
          <h2 id="namespaces-title" className={styles.heading}>
            Namespaces
          </h2>
          <p className={styles.description}>Namespaces keep separate sets of flags, segments and rules, for example one per team or product.</p>
        </div>
        {namespaces && namespaces.length > 0 && <NewNamespaceButton readOnly={readOnly} onPress={openNew} />}
      </header>
      {isLoading && <Loader label="Loading namespaces" />}
      {namespaces?.length === 0 && (
        <EmptyState title="No namespaces yet" level={3} action={<NewNamespaceButton readOnly={readOnly} onPress={openNew} />} />
      )}
      {namespaces && namespaces.length > 0 && <NamespaceTable namespaces={namespaces} readOnly={readOnly} onEdit={setEditing} onDelete={setDeleting} />}
      {editing && <NamespaceForm namespace={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <AlertDialog title="Delete Namespace" isOpen={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete}>
        Are you sure you want to delete the namespace <strong>{deleting?.key}</strong>? This action cannot be undone.
      </AlertDialog>
    </section>
  );
}
