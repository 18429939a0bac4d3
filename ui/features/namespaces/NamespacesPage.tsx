// Settings → Namespaces (UI-INVENTORY §2.6): the list, the create/edit slide-over and the delete
// confirmation. Read-only storage disables creating and hides editing and deleting.
import { useState } from 'react';
import { AlertDialog, EmptyState, Loader, Section, toast } from '../../design/components';
import { deleteGuard } from '../../lib/conflicts';
import { CreateAction, useWriteBlock } from '../permissions';
import { useDeleteNamespace, useNamespaces, useReadNamespace } from './hooks';
import { NamespaceForm } from './NamespaceForm';
import { NamespaceTable } from './NamespaceTable';
import type { Namespace } from './schema';

/** The namespace settings page. */
export function NamespacesPage() {
  const { data, isLoading } = useNamespaces();
  const readOnly = Boolean(useWriteBlock('namespace', 'update'));
  const remove = useDeleteNamespace();
  const current = useReadNamespace();
  const [editing, setEditing] = useState<Namespace | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Namespace | null>(null);
  const namespaces = data?.namespaces;
  const newButton = <CreateAction resource="namespace" label="New Namespace" onPress={() => setEditing('new')} />;
  const confirmDelete = async () => {
    if (deleting) await toast.report(remove(deleting.key), 'Successfully deleted namespace');
  };
  return (
    <Section
      title="Namespaces"
      description="Namespaces allow you to group your flags, segments and rules under a single name"
      action={namespaces && namespaces.length > 0 && newButton}
    >
      {isLoading && <Loader label="Loading namespaces" />}
      {namespaces?.length === 0 && (
        <EmptyState title="No namespaces yet" level={3} action={newButton} />
      )}
      {namespaces && namespaces.length > 0 && <NamespaceTable namespaces={namespaces} readOnly={readOnly} onEdit={setEditing} onDelete={setDeleting} />}
      {/* The namespace as now listed, so a change made elsewhere (issue 26) shows in the open form. */}
      {editing && <NamespaceForm namespace={editing === 'new' ? null : (namespaces?.find((n) => n.key === editing.key) ?? editing)} onClose={() => setEditing(null)} />}
      {/* A dialog named "Delete Namespace": what Flipt 1.61's suite and scripts look for. */}
      <AlertDialog title="Delete Namespace" role="dialog" isOpen={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}
        guard={deleting ? deleteGuard(`namespace ${deleting.key}`, deleting, ({ name, description }) => ({ name, description }), () => current(deleting.key)) : undefined}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete the namespace <strong>{deleting?.key}</strong>? This action cannot be undone.
      </AlertDialog>
    </Section>
  );
}
