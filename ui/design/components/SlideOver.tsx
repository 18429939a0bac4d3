import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from './Button';
import type { DialogContent } from './Dialog';
import { CloseIcon } from './Icon';
import * as styles from './Dialog.css';

/** Props of SlideOver. Put it inside a DialogTrigger, or control it with isOpen/onOpenChange. */
export interface SlideOverProps {
  /** The panel's heading and accessible name ("New Constraint"). */
  title: string;
  /** A line under the title, e.g. a "Learn more about constraints" link. */
  description?: ReactNode;
  children: DialogContent;
  /** Footer buttons ("Cancel", "Create"); a submit button can target a form in the body with `form="id"`. */
  footer?: DialogContent;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

function render(content: DialogContent, close: () => void) {
  return typeof content === 'function' ? content(close) : content;
}

/** A modal panel sliding in from the right with a title, a "Close panel" button and a footer. */
export function SlideOver({ title, description, children, footer, isOpen, onOpenChange }: SlideOverProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.sheetBackdrop}>
      <Modal className={styles.sheet}>
        <RACDialog className={styles.sheetDialog}>
          {({ close }) => (
            <>
              <div className={styles.sheetHeader}>
                <div className={styles.sheetTitleBlock}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description && <div className={styles.sheetDescription}>{description}</div>}
                </div>
                <IconButton icon={CloseIcon} label="Close panel" onPress={close} />
              </div>
              <div className={styles.sheetBody}>{render(children, close)}</div>
              {footer && <div className={styles.sheetFooter}>{render(footer, close)}</div>}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
