// The namespace list: sortable, searchable from 10 rows, paged above 20 (state in the URL).
import { useSearchParams } from 'wouter';
import { Button, Cell, Column, Row, SearchField, Table, TableBody, TableEmpty, TableHeader, TablePager, Tooltip, useTableView } from '../../design/components';
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

const time = (value?: string) => (value ? Date.parse(value) || 0 : 0);

const sortValue = (ns: Namespace, column: string): string | number => {
  if (column === 'createdAt' || column === 'updatedAt') return time(ns[column]);
  return column === 'name' ? ns.name : column === 'description' ? ns.description : ns.key;
};

const searchText = (ns: Namespace) => `${ns.key} ${ns.name} ${ns.description}`;

function Day({ value, mode }: { value?: string; mode: TimeMode }) {
  return value ? <time dateTime={value}>{formatDate(value, mode)}</time> : null;
}

function DeleteAction({ namespace, onDelete }: { namespace: Namespace; onDelete: (namespace: Namespace) => void }) {
  const button = (
    <Button size="sm" tone="quiet" aria-label={`Delete ${namespace.key}`} isDisabled={namespace.protected} onPress={() => onDelete(namespace)}>
      Delete
    </Button>
  );
  return namespace.protected ? (
    <Tooltip content="The default namespace cannot be deleted" focusable>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The table of namespaces with its search field and pager. */
export function NamespaceTable({ namespaces, readOnly, onEdit, onDelete }: NamespaceTableProps) {
  const mode = usePreferences((s) => s.timezone);
  const view = useTableView(namespaces, useSearchParams(), { sortValue, searchText });
  return (
    <div className={styles.list}>
      {view.search.show && (
        <div className={styles.search}>
          <SearchField label="Search namespaces" hideLabel placeholder="Search" value={view.search.value} onChange={view.search.onChange} />
        </div>
      )}
      <Table label="Namespaces" {...view.sort}>
        <TableHeader>
          <Column id="key" isRowHeader allowsSorting>
            Key
          </Column>
          <Column id="name" allowsSorting>
            Name
          </Column>
          <Column id="description" allowsSorting>
            Description
          </Column>
          <Column id="createdAt" allowsSorting>
            Created
          </Column>
          <Column id="updatedAt" allowsSorting>
            Updated
          </Column>
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
                  <DeleteAction namespace={ns} onDelete={onDelete} />
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
      {view.pager && <TablePager label="Namespace pages" {...view.pager} />}
    </div>
  );
}
