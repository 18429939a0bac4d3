import { Badge, BranchIcon, DatabaseIcon, Tooltip } from '../../design/components';
import { useMeta, type StorageType } from '../../features/meta';
import * as styles from './TopBar.css';

const STORAGE_NAMES: Record<StorageType, string> = { database: 'Database', git: 'Git', local: 'Local', object: 'Object', oci: 'OCI' };

/** The top bar's read-only badge (SPEC §6, UI-INVENTORY §2.15): storage icon, git ref, "Read-Only". */
export function ReadOnlyBadge() {
  const meta = useMeta();
  if (!meta.readOnly) return null;
  const Icon = meta.storageType === 'git' ? BranchIcon : DatabaseIcon;
  return (
    <span className={styles.onTopbar}>
      <Tooltip content={`Backed by ${STORAGE_NAMES[meta.storageType]} Storage`} placement="bottom" focusable>
        <Badge tone="warning" icon={<Icon size={14} />}>
          {meta.storageType === 'git' && meta.gitRef && <span>{meta.gitRef} ·</span>}
          <span>Read-Only</span>
        </Badge>
      </Tooltip>
    </span>
  );
}
