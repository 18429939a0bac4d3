// The modal layer under Dialog, AlertDialog, SlideOver, the command palette and the mobile sidebar:
// a native <dialog> in a full-screen backdrop, rendered into the body while open (React Aria's
// Modal/Dialog cost ~12 kB gzip).
import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as overlay from '../recipes/overlay.css';
import { ButtonContext } from './Button';
import { focusFirstField, isolate, wrapTab } from './modality';

/** Props of Modal. */
export interface ModalProps {
  isOpen: boolean;
  /** A close request: Escape, a click on the backdrop, or a close button. */
  onClose: () => void;
  children: ReactNode;
  /** The backdrop's layout (overlay.center, .end…) and the dialog's look. */
  backdropClassName: string;
  className: string;
  role?: 'alertdialog';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Close on a click on the backdrop. */
  isDismissable?: boolean;
  /** Leave Escape to the content (a pending action, the palette's own levels). */
  isKeyboardDismissDisabled?: boolean;
}

/**
 * A modal dialog: the rest of the page is inert, page scroll is locked, Tab stays inside, focus
 * starts on the first field (unless a child took it) and goes back where it was on close.
 */
export function Modal(props: ModalProps) {
  return props.isOpen ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({ onClose, children, backdropClassName, className, isDismissable, isKeyboardDismissDisabled, isOpen: _, ...aria }: ModalProps) {
  // Read during the first render: children may move focus into the dialog before any effect here runs.
  const [before] = useState(() => document.activeElement as HTMLElement | null);
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  useEffect(() => {
    const el = dialog.current;
    if (!el?.parentElement) return;
    const undo = isolate(el.parentElement);
    focusFirstField(el);
    return () => {
      undo();
      // Still connected: StrictMode's trial unmount in development, not a close.
      if (!el.isConnected && before?.isConnected) before.focus();
    };
  }, [before]);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Tab' && dialog.current) wrapTab(e, dialog.current);
    if (e.key !== 'Escape' || isKeyboardDismissDisabled) return;
    e.stopPropagation();
    e.preventDefault();
    onClose();
  };
  return (
    <div
      className={`${overlay.backdrop} ${backdropClassName}`}
      onMouseDown={(e) => (pressedBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        // Both ends on the backdrop: a text selection dragged out of the dialog does not close it.
        if (isDismissable && pressedBackdrop.current && e.target === e.currentTarget) onClose();
      }}
    >
      <dialog ref={dialog} open aria-modal="true" tabIndex={-1} {...aria} className={`${overlay.dialog} ${className}`} onKeyDown={onKeyDown}>
        {/* The dialog's own buttons answer to no trigger around it. */}
        <DialogOpenContext.Provider value={null}>
          <ButtonContext.Provider value={null}>{children}</ButtonContext.Provider>
        </DialogOpenContext.Provider>
      </dialog>
    </div>
  );
}

/** The open state a DialogTrigger shares with the dialog after its trigger button. */
export interface DialogOpenState {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

export const DialogOpenContext = createContext<DialogOpenState | null>(null);

/** A dialog's open state: controlled by isOpen/onOpenChange, else by the enclosing DialogTrigger. */
export function useDialogOpen(isOpen: boolean | undefined, onOpenChange: ((isOpen: boolean) => void) | undefined) {
  const trigger = useContext(DialogOpenContext);
  return {
    isOpen: isOpen ?? trigger?.isOpen ?? false,
    close: () => {
      if (isOpen === undefined) trigger?.setOpen(false);
      onOpenChange?.(false);
    },
  };
}
