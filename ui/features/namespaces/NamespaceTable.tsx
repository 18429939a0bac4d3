// The namespace list: sortable, searchable from 10 rows, paged above 20 (state in the URL).
import { ActionLink, LinkButton, VisibleText, WhyDisabled } from '../../design/components';
import { paths } from '../../lib/paths';
import { formatDate, type TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { ListControls, ListTable, timeValue, useListView, type ListColumn, type ListOptions } from '../lists';
import type { Namespace } from './schema';
import * as styles from './NamespacesPage.css';

/** Props of NamespaceTable. */
export interface NamespaceTableProps {
  namespaces: readonly Namespace[];
  readOnly: boolean;
  onEdit: (namespace: Namespace) => void;
  onDelete: (namespace: Namespace) => void;
}

function Day({ value, mode }: { value?: string; mode: TimeMode }) {
  return value ? <time dateTime={value}>{formatDate(value, mode)}</time> : null;
}

/** The columns; the name is a link that opens the edit panel (Flipt's scripts click it by the name alone). */
function columnsOf(mode: TimeMode, edit: ((namespace: Namespace) => void) | null): ListColumn<Namespace>[] {
  const day = (id: 'createdAt' | 'updatedAt', label: string): ListColumn<Namespace> => ({ id, label, cell: (ns) => <Day value={ns[id]} mode={mode} />, sort: (ns) => timeValue(ns[id]) });
  return [
    { id: 'key', label: 'Key', cell: (ns) => <span className={styles.key}><VisibleText text={ns.key} /></span>, sort: (ns) => ns.key },
    { id: 'name', label: 'Name', cell: (ns) => (edit ? <ActionLink onPress={() => edit(ns)}>{ns.name}</ActionLink> : <VisibleText text={ns.name} />), sort: (ns) => ns.name },
    { id: 'description', label: 'Description', cell: (ns) => ns.description, sort: (ns) => ns.description },
    day('createdAt', 'Created'),
    day('updatedAt', 'Updated'),
  ];
}

const LIST: ListOptions<Namespace> = { columns: columnsOf('local', null), searchText: (ns) => `${ns.key} ${ns.name} ${ns.description}`, searchFrom: 10 };

const byKey = (ns: Namespace) => ns.key;
const byName = (ns: Namespace) => ns.name;

/** The table of namespaces with its search field and pager. */
export function NamespaceTable({ namespaces, readOnly, onEdit, onDelete }: NamespaceTableProps) {
  const mode = usePreferences((s) => s.timezone);
  const view = useListView(namespaces, LIST);
  const actions = {
    label: 'Actions',
    cell: (ns: Namespace) => (
      <span className={styles.actions}>
        <LinkButton size="sm" tone="quiet" href={paths.importExport(ns.key)} aria-label={`Import / Export ${ns.key}`}>
          Import / Export
        </LinkButton>
        <LinkButton size="sm" tone="quiet" href={paths.compare(ns.key)} aria-label={`Compare ${ns.key}`}>
          Compare
        </LinkButton>
        {!readOnly && (
          <WhyDisabled reason={ns.protected && 'The default namespace cannot be deleted'}>
            <ActionLink suffix={`, ${ns.name}`} tone="danger" isDisabled={ns.protected} onPress={() => onDelete(ns)}>
              Delete
            </ActionLink>
          </WhyDisabled>
        )}
      </span>
    ),
  };
  return (
    <ListControls view={view} noun="namespaces" searchLabel="Search namespaces" pagerLabel="Namespace pages">
      <ListTable label="Namespaces" columns={columnsOf(mode, readOnly ? null : onEdit)} rows={view.rows} rowId={byKey} rowText={byName} actions={actions} query={view.query} sort={view.sort} onSortChange={view.onSortChange} />
    </ListControls>
  );
}
