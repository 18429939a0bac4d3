import { Children, useId, useState, type ReactNode } from 'react';
import * as overlay from '../recipes/overlay.css';
import { ButtonContext } from './Button';
import { DialogOpenContext, Modal, useDialogOpen } from './Modal';
import * as styles from './Dialog.css';

/** Props of DialogTrigger: the trigger Button first, then the Dialog, SlideOver or AlertDialog. */
export interface DialogTriggerProps {
  children: ReactNode;
}

/** Opens the dialog that follows its trigger button; focus goes back to the button on close. */
export function DialogTrigger({ children }: DialogTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  const [trigger, ...dialog] = Children.toArray(children);
  return (
    <DialogOpenContext.Provider value={{ isOpen, setOpen }}>
      <ButtonContext.Provider value={{ onPress: () => setOpen(true), 'aria-haspopup': 'dialog', 'aria-expanded': isOpen }}>{trigger}</ButtonContext.Provider>
      {dialog}
    </DialogOpenContext.Provider>
  );
}

/** Content of a dialog: nodes, or a function receiving `close`. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

/** Props of Dialog. Uncontrolled inside a DialogTrigger, or controlled with isOpen/onOpenChange. */
export interface DialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  children: DialogContent;
  /** Buttons at the bottom; a function receives `close`. */
  footer?: DialogContent;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click outside (default true; Escape always closes). */
  isDismissable?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: styles.small, md: styles.medium, lg: styles.large };

/** Renders dialog content, calling it with `close` when it is a function. */
export function renderContent(content: DialogContent, close: () => void) {
  return typeof content === 'function' ? content(close) : content;
}

/** A centred modal dialog with a title; Tab stays inside and focus returns to the trigger on close. */
export function Dialog({ title, children, footer, isOpen, onOpenChange, isDismissable = true, size = 'md' }: DialogProps) {
  const state = useDialogOpen(isOpen, onOpenChange);
  const id = useId();
  return (
    <Modal
      isOpen={state.isOpen}
      onClose={state.close}
      isDismissable={isDismissable}
      aria-labelledby={id}
      backdropClassName={overlay.center}
      className={`${styles.modal} ${sizes[size]} ${overlay.rise}`}
    >
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{renderContent(children, state.close)}</div>
      {footer && <div className={styles.footer}>{renderContent(footer, state.close)}</div>}
    </Modal>
  );
}
