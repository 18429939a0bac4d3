import { CloseIcon, IconButton, Modal } from '../../design/components';
import * as overlay from '../../design/recipes/overlay.css';
import { Sidebar } from './Sidebar';
import * as styles from './AppShell.css';

export type MobileSidebarProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** The sidebar as a slide-over dialog on narrow screens (SPEC §2). */
export function MobileSidebar({ isOpen, onOpenChange }: MobileSidebarProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal isOpen={isOpen} onClose={close} isDismissable aria-label="Sidebar" backdropClassName={overlay.start} className={`${styles.drawer} ${overlay.fromStart}`}>
      <div className={styles.drawerDialog}>
        <Sidebar />
      </div>
      <span className={styles.drawerClose}>
        <IconButton icon={CloseIcon} label="Close sidebar" onPress={close} />
      </span>
    </Modal>
  );
}
