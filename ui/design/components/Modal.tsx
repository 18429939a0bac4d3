// The modal layer under Dialog, AlertDialog, SlideOver, the command palette and the mobile sidebar,
// on React Aria's ModalOverlay, Modal and Dialog: the page behind is hidden from screen readers and
// does not scroll, Tab stays inside, Escape and (when dismissable) a press outside close it, and
// focus returns to the trigger. The toast region keeps `data-react-aria-top-layer`, so errors stay
// readable and dismissable over a modal.
import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog as RACDialog, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import * as overlay from '../recipes/overlay.css';
import { hideOthers } from './hideOthers';

/** Props of ModalFrame: open state (controlled, else from the enclosing DialogTrigger) and looks. */
export interface ModalFrameProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Content, or a function receiving `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The backdrop's layout (overlay.center, .end…) and the dialog's look. */
  backdropClassName: string;
  className: string;
  role?: 'dialog' | 'alertdialog';
  'aria-label'?: string;
  /** Close on a press outside the dialog. */
  isDismissable?: boolean;
  /** Leave Escape to the content (a pending action, the palette's own levels). */
  isKeyboardDismissDisabled?: boolean;
}

const FIELD = 'input:not(:disabled):not([type=hidden]),textarea:not(:disabled),select:not(:disabled),[role=combobox]';

/**
 * Where focus starts when no child took it: the control marked `data-autofocus`, else the first
 * field; React Aria's Dialog then leaves it there (it focuses itself only when focus is outside).
 */
function FocusStart() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => (marker.current ? hideOthers(marker.current) : undefined), []);
  useEffect(() => {
    const dialog = marker.current?.closest<HTMLElement>('[role=dialog],[role=alertdialog]');
    if (!dialog || dialog.contains(document.activeElement)) return;
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus() ?? dialog.querySelector<HTMLElement>(FIELD)?.focus();
  }, []);
  return <span ref={marker} hidden />;
}

/** A modal dialog box in a full-screen backdrop, rendered into the body while open. */
export function ModalFrame({ isOpen, onOpenChange, children, backdropClassName, className, isDismissable, isKeyboardDismissDisabled, ...aria }: ModalFrameProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={`${overlay.backdrop} ${backdropClassName}`}
    >
      <RACModal className={overlay.frame}>
        <RACDialog {...aria} className={`${overlay.dialog} ${className}`}>
          {({ close }) => (
            <>
              <FocusStart />
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  );
}

/** Props of Modal (always controlled). */
export interface ModalProps extends Omit<ModalFrameProps, 'isOpen' | 'onOpenChange' | 'children'> {
  isOpen: boolean;
  /** A close request: Escape, a press outside, or a close button. */
  onClose: () => void;
  children: ReactNode;
}

/** A controlled modal for surfaces of the app shell (palette, mobile sidebar). */
export function Modal({ isOpen, onClose, ...props }: ModalProps) {
  return <ModalFrame {...props} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} />;
}
