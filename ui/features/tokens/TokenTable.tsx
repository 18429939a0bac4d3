// The static tokens table: name, description, namespace scope, expiry and creation time, with
// row selection; searchable from 10 rows and paged above 20 (state in the URL).
import { ActionLink, Cell, Column, Row, Table, TableBody, TableEmpty, TableHeader, type Key } from '../../design/components';
import { formatExpiry, formatTime, type TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { ListControls, timeValue, useListView, type ListOptions } from '../lists';
import { TOKEN_METADATA, type Token } from './schema';
import * as styles from './TokensPage.css';

type MetaField = keyof typeof TOKEN_METADATA;

const meta = (token: Token, field: MetaField) => token.metadata[TOKEN_METADATA[field]] ?? '';

/** A token's name from its metadata. */
export const tokenName = (token: Token) => meta(token, 'name');

const COLUMNS = [
  { id: 'name', label: 'Name', sort: (token: Token) => meta(token, 'name') },
  { id: 'description', label: 'Description', sort: (token: Token) => meta(token, 'description') },
  { id: 'namespace', label: 'Namespace', sort: (token: Token) => meta(token, 'namespace') },
  // A token that never expires sorts after every date.
  { id: 'expiresAt', label: 'Expires', sort: (token: Token) => (token.expiresAt ? timeValue(token.expiresAt) : Number.MAX_SAFE_INTEGER) },
  { id: 'createdAt', label: 'Created', sort: (token: Token) => timeValue(token.createdAt) },
];

const LIST: ListOptions<Token> = {
  columns: COLUMNS,
  searchText: (token) => (Object.keys(TOKEN_METADATA) as MetaField[]).map((field) => meta(token, field)).join(' '),
  searchFrom: 10,
};

type WhenProps = { value?: string | undefined; mode: TimeMode; fallback: string; format?: typeof formatTime };

function When({ value, mode, fallback, format = formatTime }: WhenProps) {
  return value ? <time dateTime={value}>{format(value, mode)}</time> : <span className={styles.muted}>{fallback}</span>;
}

/** Props of TokenTable. */
export interface TokenTableProps {
  tokens: readonly Token[];
  selectedKeys: Set<Key>;
  onSelectionChange: (keys: Set<Key>) => void;
  onDelete: (token: Token) => void;
}

/** The tokens table with its search field and pager. */
export function TokenTable({ tokens, selectedKeys, onSelectionChange, onDelete }: TokenTableProps) {
  const mode = usePreferences((s) => s.timezone);
  const view = useListView(tokens, LIST);
  return (
    <ListControls view={view} noun="tokens" searchLabel="Search tokens" pagerLabel="Token pages">
      <Table label="Static tokens" rowHeaders={false} selectionMode="multiple" selectedKeys={selectedKeys} onSelectionChange={onSelectionChange} sortDescriptor={view.sort} onSortChange={view.onSortChange}>
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
        <TableBody items={view.rows} renderEmptyState={() => <TableEmpty>{`No tokens match “${view.search.value}”.`}</TableEmpty>}>
          {(token) => (
            <Row id={token.id} textValue={tokenName(token) || token.id}>
              <Cell>{tokenName(token)}</Cell>
              <Cell>{meta(token, 'description')}</Cell>
              <Cell>{meta(token, 'namespace') || <span className={styles.muted}>All</span>}</Cell>
              <Cell>
                <When value={token.expiresAt} mode={mode} fallback="Never" format={formatExpiry} />
              </Cell>
              <Cell>
                <When value={token.createdAt} mode={mode} fallback="" />
              </Cell>
              <Cell>
                <ActionLink suffix={`, ${tokenName(token) || token.id}`} tone="danger" onPress={() => onDelete(token)}>
                  Delete
                </ActionLink>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </ListControls>
  );
}
