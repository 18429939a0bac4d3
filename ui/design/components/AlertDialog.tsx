import { useRef, useState, type ReactNode } from 'react';
import { changesSince, type DeleteGuard, type FieldChange, type Fields } from '../../lib/conflicts';
import { capitalized } from '../../lib/text';
import * as overlay from '../recipes/overlay.css';
import { Button } from './Button';
import { Changes } from './ConflictDialog';
import { banner } from './Conflict.css';
import { WarningIcon } from './Icon';
import { ModalFrame, ModalTitle } from './Modal';
import { toast } from './Toast';
import * as styles from './Dialog.css';

/** Props of AlertDialog. */
export interface AlertDialogProps {
  /** Names the object, e.g. "Delete flag new-checkout?". */
  title: string;
  /** The message, e.g. "Are you sure you want to delete the flag new-checkout? This action cannot be undone." */
  children: ReactNode;
  /** The confirm button's text (default "Delete"). */
  confirmLabel?: string;
  /** The cancel button's text (default "Cancel"). */
  cancelLabel?: string;
  /** "danger" (default) for destructive actions, "primary" otherwise. */
  tone?: 'danger' | 'primary';
  /**
   * Runs on confirm; a spinner shows meanwhile and the dialog closes afterwards, even on failure
   * (an uncaught error goes to the error toast), unless it resolves to false: then the dialog stays
   * open to be corrected (it shows why itself).
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Disable the confirm button (e.g. read-only mode or an invalid choice). */
  isConfirmDisabled?: boolean;
  /**
   * The record a delete removes (issue 26): on confirm it is read again first, and when it changed
   * since the dialog opened nothing is deleted yet: the dialog shows what changed and asks again
   * ("<confirm> anyway"), the next confirm comparing with what it showed.
   */
  guard?: DeleteGuard;
  /** `dialog` where operators' scripts find the confirmation by that role (Flipt 1.61's "Delete Namespace"). */
  role?: 'alertdialog' | 'dialog';
}

/** A confirmation dialog (role alertdialog) whose Cancel button has focus first; Escape cancels, a click outside does not. */
export function AlertDialog({ title, children, confirmLabel = 'Delete', cancelLabel = 'Cancel', tone = 'danger', onConfirm, isOpen, onOpenChange, isConfirmDisabled, guard, role = 'alertdialog' }: AlertDialogProps) {
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState<FieldChange[] | null>(null);
  // The record as the operator saw it: when the dialog opened, then as the dialog showed it.
  const seen = useRef<Fields | undefined>(undefined);
  if (isOpen === false) {
    seen.current = undefined;
    if (changed) setChanged(null);
  } else seen.current ??= guard?.fields;
  const confirm = async (close: () => void) => {
    setPending(true);
    let keepOpen = false;
    try {
      const now = guard && seen.current && (await guard.read());
      const changes = now ? changesSince(seen.current as Fields, now) : [];
      if (changes.length) {
        seen.current = now as Fields;
        setChanged(changes);
        keepOpen = true;
        return;
      }
      keepOpen = (await onConfirm()) === false;
    } catch (err) {
      // Callers normally report their own failures; this keeps an unexpected one visible.
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
      if (!keepOpen) close();
    }
  };
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={pending}
      role={role}
      backdropClassName={overlay.center}
      className={`${styles.modal} ${styles.small} ${overlay.rise}`}
    >
      {(close) => (
        <>
          <div className={styles.header}>
            {tone === 'danger' && (
              <span className={styles.alertIcon}>
                <WarningIcon size={20} />
              </span>
            )}
            <ModalTitle className={styles.title}>
              {title}
            </ModalTitle>
          </div>
          <div className={styles.body}>
            {children}
            {changed && guard && (
              <>
                <p role="status" className={banner}>{`${capitalized(guard.what)} changed elsewhere since you loaded it; nothing has been deleted yet.`}</p>
                <Changes changes={changed} view={guard} deleting />
              </>
            )}
          </div>
          <div className={styles.footer}>
            <Button onPress={close} data-autofocus isDisabled={pending}>
              {cancelLabel}
            </Button>
            <Button tone={tone} onPress={() => void confirm(close)} isPending={pending} isDisabled={isConfirmDisabled}>
              {changed ? `${confirmLabel} anyway` : confirmLabel}
            </Button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
