// The namespace list: sortable, searchable from 10 rows, paged above 20 (state in the URL).
import { ActionLink, Cell, Column, LinkButton, Row, Table, TableBody, TableEmpty, TableHeader } from '../../design/components';
import { WhyDisabled } from '../../design/components/WhyDisabled';
import { paths } from '../../lib/paths';
import { formatDate, type TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { ListControls, timeValue, useListView, type ListOptions } from '../lists';
import type { Namespace } from './schema';
import * as styles from './NamespacesPage.css';

/** Props of NamespaceTable. */
export interface NamespaceTableProps {
  namespaces: readonly Namespace[];
  readOnly: boolean;
  onEdit: (namespace: Namespace) => void;
  onDelete: (namespace: Namespace) => void;
}

const COLUMNS = [
  { id: 'key', label: 'Key', sort: (ns: Namespace) => ns.key },
  { id: 'name', label: 'Name', sort: (ns: Namespace) => ns.name },
  { id: 'description', label: 'Description', sort: (ns: Namespace) => ns.description },
  { id: 'createdAt', label: 'Created', sort: (ns: Namespace) => timeValue(ns.createdAt) },
  { id: 'updatedAt', label: 'Updated', sort: (ns: Namespace) => timeValue(ns.updatedAt) },
];

const LIST: ListOptions<Namespace> = { columns: COLUMNS, searchText: (ns) => `${ns.key} ${ns.name} ${ns.description}`, searchFrom: 10 };

function Day({ value, mode }: { value?: string; mode: TimeMode }) {
  return value ? <time dateTime={value}>{formatDate(value, mode)}</time> : null;
}

/** The name, as a link that opens the edit panel (Flipt's scripts click it by the name alone). */
function EditLink({ namespace, onEdit }: { namespace: Namespace; onEdit: (namespace: Namespace) => void }) {
  return (
    <ActionLink onPress={() => onEdit(namespace)}>
      {namespace.name}
    </ActionLink>
  );
}

/** The table of namespaces with its search field and pager. */
export function NamespaceTable({ namespaces, readOnly, onEdit, onDelete }: NamespaceTableProps) {
  const mode = usePreferences((s) => s.timezone);
  const view = useListView(namespaces, LIST);
  return (
    <ListControls view={view} noun="namespaces" searchLabel="Search namespaces" pagerLabel="Namespace pages">
      <Table label="Namespaces" sortDescriptor={view.sort} onSortChange={view.onSortChange}>
        <TableHeader>
          {COLUMNS.map(({ id, label }, i) => (
            <Column key={id} id={id} isRowHeader={!i} allowsSorting>
              {label}
            </Column>
          ))}
          <Column id="actions" hideLabel>
            Actions
          </Column>
        </TableHeader>
        <TableBody items={view.rows} renderEmptyState={() => <TableEmpty>No namespaces match “{view.search.value}”.</TableEmpty>}>
          {(ns) => (
            <Row id={ns.key} textValue={ns.name}>
              <Cell>
                <span className={styles.key}>{ns.key}</span>
              </Cell>
              <Cell>
                {readOnly ? ns.name : <EditLink namespace={ns} onEdit={onEdit} />}
              </Cell>
              <Cell>{ns.description}</Cell>
              <Cell>
                <Day value={ns.createdAt} mode={mode} />
              </Cell>
              <Cell>
                <Day value={ns.updatedAt} mode={mode} />
              </Cell>
              <Cell>
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
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </ListControls>
  );
}
