// The static tokens table: name, description, namespace scope, expiry and creation time, with
// row selection; searchable from 10 rows and paged above 20 (state in the URL).
import { ActionLink } from '../../design/components';
import { formatExpiry, formatTime, type TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { ListControls, ListTable, timeValue, useListView, type ListColumn, type ListOptions, type ListSelection } from '../lists';
import { TOKEN_METADATA, type Token } from './schema';
import * as styles from './TokensPage.css';

type MetaField = keyof typeof TOKEN_METADATA;

const meta = (token: Token, field: MetaField) => token.metadata[TOKEN_METADATA[field]] ?? '';

/** A token's name from its metadata. */
export const tokenName = (token: Token) => meta(token, 'name');

type WhenProps = { value?: string | undefined; mode: TimeMode; fallback: string; format?: typeof formatTime };

function When({ value, mode, fallback, format = formatTime }: WhenProps) {
  return value ? <time dateTime={value}>{format(value, mode)}</time> : <span className={styles.muted}>{fallback}</span>;
}

function columnsOf(mode: TimeMode): ListColumn<Token>[] {
  const text = (id: MetaField, label: string): ListColumn<Token> => ({ id, label, cell: (token) => meta(token, id), sort: (token) => meta(token, id) });
  return [
    text('name', 'Name'),
    text('description', 'Description'),
    { id: 'namespace', label: 'Namespace', cell: (token) => meta(token, 'namespace') || <span className={styles.muted}>All</span>, sort: (token) => meta(token, 'namespace') },
    // A token that never expires sorts after every date.
    { id: 'expiresAt', label: 'Expires', cell: (token) => <When value={token.expiresAt} mode={mode} fallback="Never" format={formatExpiry} />, sort: (token) => (token.expiresAt ? timeValue(token.expiresAt) : Number.MAX_SAFE_INTEGER) },
    { id: 'createdAt', label: 'Created', cell: (token) => <When value={token.createdAt} mode={mode} fallback="" />, sort: (token) => timeValue(token.createdAt) },
  ];
}

const LIST: ListOptions<Token> = {
  columns: columnsOf('local'),
  searchText: (token) => (Object.keys(TOKEN_METADATA) as MetaField[]).map((field) => meta(token, field)).join(' '),
  searchFrom: 10,
};

const byId = (token: Token) => token.id;
const nameOrId = (token: Token) => tokenName(token) || token.id;

/** Props of TokenTable. */
export interface TokenTableProps {
  tokens: readonly Token[];
  selection: ListSelection;
  onDelete: (token: Token) => void;
}

/** The tokens table with its search field and pager. */
export function TokenTable({ tokens, selection, onDelete }: TokenTableProps) {
  const mode = usePreferences((s) => s.timezone);
  const view = useListView(tokens, LIST);
  const actions = {
    label: 'Actions',
    cell: (token: Token) => (
      <ActionLink suffix={`, ${nameOrId(token)}`} tone="danger" onPress={() => onDelete(token)}>
        Delete
      </ActionLink>
    ),
  };
  return (
    <ListControls view={view} noun="tokens" searchLabel="Search tokens" pagerLabel="Token pages">
      <ListTable
        label="Static tokens"
        columns={columnsOf(mode)}
        rows={view.rows}
        rowId={byId}
        rowText={nameOrId}
        actions={actions}
        rowHeaders={false}
        selection={selection}
        noMatch={`No tokens match “${view.query}”.`}
        query={view.query}
        sort={view.sort}
        onSortChange={view.onSortChange}
      />
    </ListControls>
  );
}
