// The columns of the flags list (UI-INVENTORY §2.7): key, name, type, status and times.
import { Badge } from '../../design/components';
import { keyColumn, nameColumn, timeColumn, type ListColumn } from '../lists';
import { flagTypeLabel, type Flag } from './schema';

/** The flags table's columns, in order; each sorts. */
export const flagColumns: ListColumn<Flag>[] = [
  keyColumn,
  nameColumn,
  { id: 'type', label: 'Type', cell: (flag) => flagTypeLabel(flag.type), sort: (flag) => flagTypeLabel(flag.type) },
  {
    id: 'enabled',
    label: 'Status',
    cell: (flag) => (flag.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>),
    sort: (flag) => (flag.enabled ? 1 : 0),
  },
  timeColumn('createdAt', 'Created'),
  timeColumn('updatedAt', 'Updated'),
];
