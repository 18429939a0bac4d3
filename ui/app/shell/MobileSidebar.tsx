import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../../design/components/Button';
import { CloseIcon } from '../../design/components/Icon';
import { Sidebar } from './Sidebar';
import * as styles from './AppShell.css';

export type MobileSidebarProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** The sidebar as a slide-over dialog on narrow screens (SPEC §2). */
export function MobileSidebar({ isOpen, onOpenChange }: MobileSidebarProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.drawerBackdrop}>
      <Modal className={styles.drawer}>
        <Dialog aria-label="Sidebar" className={styles.drawerDialog}>
          <Sidebar />
          <span className={styles.drawerClose}>
            <IconButton icon={CloseIcon} label="Close sidebar" onPress={() => onOpenChange(false)} />
          </span>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
