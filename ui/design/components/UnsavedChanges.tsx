// The question before unsaved edits are lost (issue 14 item 8): a dialog for what the console
// controls (a route change, a namespace switch, closing a panel), and the browser's own question
// on reload or closing the tab, registered only while some form is dirty. Render once (Providers).
import { useEffect, useSyncExternalStore } from 'react';
import { hasUnsaved, pendingLeave, subscribeUnsaved } from '../../lib/unsaved';
import { AlertDialog } from './AlertDialog';

/** Asks the browser to confirm leaving the page. */
function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Chromium before 119 asks only when returnValue is set.
  event.returnValue = '';
}

/** The "Discard unsaved changes?" dialog and the unload guard. */
export function UnsavedChanges() {
  const pending = useSyncExternalStore(subscribeUnsaved, pendingLeave, pendingLeave);
  const dirty = useSyncExternalStore(subscribeUnsaved, hasUnsaved, hasUnsaved);
  useEffect(() => {
    if (!dirty) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return (
    <AlertDialog
      title="Discard unsaved changes?"
      isOpen={pending !== null}
      onOpenChange={(open) => !open && pending?.stay()}
      cancelLabel="Stay"
      confirmLabel="Discard changes"
      onConfirm={() => pending?.discard()}
    >
      You have changes that are not saved. Stay to keep editing, or discard them and leave.
    </AlertDialog>
  );
}
