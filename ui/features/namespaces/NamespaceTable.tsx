// The namespace list: sortable, searchable from 10 rows, paged above 20 (state in the URL).
import { useSearchParams } from 'wouter';
import { Button, Cell, Column, Row, Table, TableBody, TableEmpty, TableHeader, useTableView } from '../../design/components';
import { SearchableTable } from '../../design/components/SearchableTable';
import { WhyDisabled } from '../../design/components/WhyDisabled';
import { formatDate, type TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
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
  ['key', 'Key'],
  ['name', 'Name'],
  ['description', 'Description'],
  ['createdAt', 'Created'],
  ['updatedAt', 'Updated'],
] as const;

const time = (value?: string) => (value ? Date.parse(value) || 0 : 0);

const sortValue = (ns: Namespace, column: string): string | number => {
  if (column === 'createdAt' || column === 'updatedAt') return time(ns[column]);
  return column === 'name' ? ns.name : column === 'description' ? ns.description : ns.key;
};

const searchText = (ns: Namespace) => `${ns.key} ${ns.name} ${ns.description}`;

function Day({ value, mode }: { value?: string; mode: TimeMode }) {
  return value ? <time dateTime={value}>{formatDate(value, mode)}</time> : null;
}

/** The table of namespaces with its search field and pager. */
export function NamespaceTable({ namespaces, readOnly, onEdit, onDelete }: NamespaceTableProps) {
  const mode = usePreferences((s) => s.timezone);
  const view = useTableView(namespaces, useSearchParams(), { sortValue, searchText });
  return (
    <SearchableTable view={view} searchLabel="Search namespaces" pagerLabel="Namespace pages">
      <Table label="Namespaces" {...view.sort}>
        <TableHeader>
          {COLUMNS.map(([id, label], i) => (
            <Column key={id} id={id} isRowHeader={!i} allowsSorting>
              {label}
            </Column>
          ))}
          {!readOnly && (
            <Column id="actions" hideLabel>
              Actions
            </Column>
          )}
        </TableHeader>
        <TableBody items={view.rows} renderEmptyState={() => <TableEmpty>No namespaces match “{view.search.value}”.</TableEmpty>}>
          {(ns) => (
            <Row id={ns.key} textValue={ns.name}>
              <Cell>
                <span className={styles.key}>{ns.key}</span>
              </Cell>
              <Cell>
                {readOnly ? (
                  ns.name
                ) : (
                  <Button size="sm" tone="quiet" aria-label={`Edit ${ns.name}`} onPress={() => onEdit(ns)}>
                    {ns.name}
                  </Button>
                )}
              </Cell>
              <Cell>{ns.description}</Cell>
              <Cell>
                <Day value={ns.createdAt} mode={mode} />
              </Cell>
              <Cell>
                <Day value={ns.updatedAt} mode={mode} />
              </Cell>
              {!readOnly && (
                <Cell>
                  <WhyDisabled reason={ns.protected && 'The default namespace cannot be deleted'}>
                    <Button size="sm" tone="quiet" aria-label={`Delete ${ns.key}`} isDisabled={ns.protected} onPress={() => onDelete(ns)}>
                      Delete
                    </Button>
                  </WhyDisabled>
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </SearchableTable>
  );
}
