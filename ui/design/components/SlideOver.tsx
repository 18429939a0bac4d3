import { useId, type ReactNode } from 'react';
import * as overlay from '../recipes/overlay.css';
import { IconButton } from './Button';
import { renderContent, type DialogContent } from './Dialog';
import { CloseIcon } from './Icon';
import { Modal, useDialogOpen } from './Modal';
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

/** A modal panel sliding in from the right with a title, a "Close panel" button and a footer. */
export function SlideOver({ title, description, children, footer, isOpen, onOpenChange }: SlideOverProps) {
  const state = useDialogOpen(isOpen, onOpenChange);
  const id = useId();
  return (
    <Modal isOpen={state.isOpen} onClose={state.close} isDismissable aria-labelledby={id} backdropClassName={overlay.end} className={`${styles.sheet} ${overlay.fromEnd}`}>
      <div className={styles.sheetHeader}>
        <div className={styles.sheetTitleBlock}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {description && <div className={styles.sheetDescription}>{description}</div>}
        </div>
        <IconButton icon={CloseIcon} label="Close panel" onPress={state.close} />
      </div>
      <div className={styles.sheetBody}>{renderContent(children, state.close)}</div>
      {footer && <div className={styles.sheetFooter}>{renderContent(footer, state.close)}</div>}
    </Modal>
  );
}
