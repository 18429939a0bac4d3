import type { ReactNode } from 'react';
import * as overlay from '../recipes/overlay.css';
import { IconButton } from './Button';
import { renderContent, type DialogContent } from './Dialog';
import { CloseIcon } from './Icon';
import { ModalFrame, ModalTitle } from './Modal';
import { PopoverHost } from './PopoverHost';
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
  return (
    <ModalFrame isOpen={isOpen} onOpenChange={onOpenChange} isDismissable backdropClassName={overlay.end} className={`${styles.sheet} ${overlay.fromEnd}`}>
      {(close) => (
        <PopoverHost>
          <div className={styles.sheetHeader}>
            <div className={styles.sheetTitleBlock}>
              <ModalTitle className={styles.title}>
                {title}
              </ModalTitle>
              {description && <div className={styles.sheetDescription}>{description}</div>}
            </div>
            <IconButton icon={CloseIcon} label="Close panel" onPress={close} />
          </div>
          <div className={styles.sheetBody}>{renderContent(children, close)}</div>
          {footer && <div className={styles.sheetFooter}>{renderContent(footer, close)}</div>}
        </PopoverHost>
      )}
    </ModalFrame>
  );
}
