import type { ReactNode } from 'react';
import { DialogTrigger as RACDialogTrigger } from 'react-aria-components';
import * as overlay from '../recipes/overlay.css';
import { ModalFrame, ModalTitle } from './Modal';
import * as styles from './Dialog.css';

/** Props of DialogTrigger: the trigger Button first, then the Dialog, SlideOver or AlertDialog. */
export interface DialogTriggerProps {
  children: ReactNode;
}

/** Opens the dialog that follows its trigger button; focus goes back to the button on close. */
export function DialogTrigger({ children }: DialogTriggerProps) {
  return <RACDialogTrigger>{children}</RACDialogTrigger>;
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
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      backdropClassName={overlay.center}
      className={`${styles.modal} ${sizes[size]} ${overlay.rise}`}
    >
      {(close) => (
        <>
          <ModalTitle className={styles.title}>
            {title}
          </ModalTitle>
          <div className={styles.body}>{renderContent(children, close)}</div>
          {footer && <div className={styles.footer}>{renderContent(footer, close)}</div>}
        </>
      )}
    </ModalFrame>
  );
}
