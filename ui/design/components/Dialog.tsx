import type { ReactNode } from 'react';
import { Dialog as RACDialog, DialogTrigger as RACDialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as overlay from '../recipes/overlay.css';
import * as styles from './Dialog.css';

/** Opens the Dialog, SlideOver or AlertDialog that follows its trigger button (RAC DialogTrigger). */
export const DialogTrigger = RACDialogTrigger;

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

function render(content: DialogContent, close: () => void) {
  return typeof content === 'function' ? content(close) : content;
}

/** A centred modal dialog with a title; focus is trapped inside and returns to the trigger on close. */
export function Dialog({ title, children, footer, isOpen, onOpenChange, isDismissable = true, size = 'md' }: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={overlay.backdrop}>
      <Modal className={`${styles.modal} ${sizes[size]}`}>
        <RACDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <div className={styles.body}>{render(children, close)}</div>
              {footer && <div className={styles.footer}>{render(footer, close)}</div>}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
