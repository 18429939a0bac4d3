// The modal layer under Dialog, AlertDialog, SlideOver, the command palette and the mobile sidebar,
// on React Aria's modal hooks (the ones its ModalOverlay, Modal and Dialog components use, without
// those components' render-prop machinery, 1 kB gzip): the page behind is inert and hidden from
// screen readers and does not scroll, Tab stays inside, Escape and (when dismissable) a press
// outside close it, and focus returns to the trigger. The toast region keeps
// `data-react-aria-top-layer`, so errors stay readable and dismissable over a modal.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { DialogContext, OverlayTriggerStateContext, type OverlayTriggerState } from 'react-aria-components';
import * as overlay from '../recipes/overlay.css';
import { focusWhenLost, returnTarget } from './focusLost';
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
 * field; useDialog then leaves it there (it focuses the dialog only when focus is outside).
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

const TitleId = createContext<string | undefined>(undefined);

/** The dialog's heading, which names it. */
export function ModalTitle({ className, children }: { className: string; children: ReactNode }) {
  return (
    <h2 id={useContext(TitleId)} className={className}>
      {children}
    </h2>
  );
}

/** The open layer: React Aria's modal hooks on our own elements. */
function ModalLayer({ state, children, backdropClassName, className, isDismissable, isKeyboardDismissDisabled, role, 'aria-label': ariaLabel }: Omit<ModalFrameProps, 'isOpen' | 'onOpenChange'> & { state: OverlayTriggerState }) {
  const modal = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable, isKeyboardDismissDisabled }, state, modal);
  // A DialogTrigger's button names the dialog it controls by this id.
  const fromTrigger = useContext(DialogContext) as { id?: string } | null;
  const { dialogProps, titleProps } = useDialog({ role, 'aria-label': ariaLabel, id: fromTrigger?.id }, dialog);
  // Read before any child moves focus in: a dialog opened from a menu item goes back to the menu's
  // button, which React Aria cannot know once the item is gone.
  const [returnTo] = useState(returnTarget);
  useEffect(() => () => focusWhenLost(() => (returnTo?.isConnected ? returnTo : null)), [returnTo]);
  return (
    <Overlay shouldContainFocus>
      <div {...underlayProps} className={`${overlay.backdrop} ${backdropClassName}`}>
        <div {...modalProps} ref={modal} className={overlay.frame}>
          {isDismissable && <DismissButton onDismiss={state.close} />}
          <section {...dialogProps} ref={dialog} className={`${overlay.dialog} ${className}`}>
            <TitleId.Provider value={titleProps.id}>
              <FocusStart />
              {typeof children === 'function' ? children(state.close) : children}
            </TitleId.Provider>
          </section>
        </div>
      </div>
    </Overlay>
  );
}

/** A modal dialog box in a full-screen backdrop, rendered into the body while open. */
export function ModalFrame({ isOpen, onOpenChange, ...props }: ModalFrameProps) {
  const fromTrigger = useContext(OverlayTriggerStateContext);
  const state = isOpen === undefined && fromTrigger ? fromTrigger : ({ isOpen: !!isOpen, close: () => onOpenChange?.(false) } as OverlayTriggerState);
  return state.isOpen ? <ModalLayer {...props} state={state} /> : null;
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
