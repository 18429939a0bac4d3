// The frame of the flags and segments lists: heading, description and the "New …" action, then
// a skeleton while loading, the load error, the empty namespace's call to action, or the list.
// An empty namespace shows the action once, in its tile, not again in the header.
import { useMemo, type ReactNode } from 'react';
import { Button, EmptyState, FormError, Skeleton } from '../../design/components';
import { errorText } from '../../lib/http';
import { CreateAction, type Resource } from '../permissions';
import type { ListColumn, Listed } from './columns';
import { ListControls } from './ListControls';
import { ListTable, type ListSelection } from './ListTable';
import { NewRowsCue } from './NewRowsCue';
import { RestStatus, type ListRest } from './RestStatus';
import type { ListView } from './useListView';
import * as styles from './ListPage.css';

/** Props of ListPage. */
export interface ListPageProps<T extends Listed> {
  /** The heading, also the table's name ("Flags"). */
  title: string;
  description: string;
  /** What the rows are, plural and lower case: "flags". */
  noun: string;
  view: ListView<T>;
  columns: ListColumn<T>[];
  /** Where a row links to; keep it stable (useCallback) so typing does not re-render the rows. */
  rowHref: (row: T) => string;
  /** The create action: "New Flag" linking to the new-flag page. */
  create: { label: string; href: string; resource: Resource };
  /**
   * The list's SWR state: `count` is the number of rows loaded (undefined before any), `rest` what
   * is shown while the rest loads (the first page), null once every row is in.
   */
  load: { count: number | undefined; error: unknown; retry: () => void; rest: ListRest; refreshing?: boolean; fresh?: readonly string[] };
  /** The empty namespace's tile: "Create your first flag" and a sentence inviting to create one. */
  empty: { title: string; description: string };
  /** Links beside the create action in the header ("Import / Export"). */
  links?: ReactNode;
  /** Controls between the search and the table (filters, bulk actions). */
  toolbar?: ReactNode;
  /** Row checkboxes: the selected keys and their setter. */
  selection?: ListSelection;
  /** Replaces the table's no-match message. */
  noMatch?: ReactNode;
}

const byKey = (row: Listed) => row.key;
const NO_KEYS: readonly string[] = [];

type RowsProps<T extends Listed> = Pick<ListPageProps<T>, 'title' | 'noun' | 'view' | 'columns' | 'rowHref' | 'toolbar' | 'selection' | 'noMatch'> & { rest: ListRest; refreshing: boolean; fresh: readonly string[] };

/** The search field, the table and the pager. */
function Rows<T extends Listed>({ title, noun, view, columns, rowHref, rest, refreshing, fresh, toolbar, ...table }: RowsProps<T>) {
  const marked = useMemo(() => (fresh.length ? new Set(fresh) : undefined), [fresh]);
  const status = (
    <>
      <RestStatus rest={rest} noun={noun} refreshing={refreshing} />
      <NewRowsCue fresh={fresh} noun={noun} view={view} />
    </>
  );
  return (
    <ListControls view={view} noun={noun} searchLabel={`Search ${noun}`} pagerLabel={`Pages of ${noun}`} status={status} toolbar={toolbar}>
      {rest?.loading && view.rows.length === 0 ? (
        <Skeleton rows={6} variant="row" label={`Loading ${noun}`} />
      ) : (
        <ListTable label={title} columns={columns} rows={view.rows} rowId={byKey} href={rowHref} query={view.query} sort={view.sort} onSortChange={view.onSortChange} marked={marked} {...table} />
      )}
    </ListControls>
  );
}

function Body<T extends Listed>({ load, create, empty, links: _, ...rows }: Omit<ListPageProps<T>, 'description'>) {
  if (load.count === undefined && load.error) {
    return (
      <div className={styles.failed}>
        <FormError>{`The ${rows.noun} could not be loaded: ${errorText(load.error)}`}</FormError>
        <Button size="sm" onPress={load.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (load.count === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton rows={6} variant="row" label={`Loading ${rows.noun}`} />
      </div>
    );
  }
  if (load.count === 0) return <EmptyState title={empty.title} description={empty.description} action={<CreateAction resource={create.resource} label={create.label} href={create.href} />} />;
  return <Rows rest={load.rest} refreshing={load.refreshing ?? false} fresh={load.fresh ?? NO_KEYS} {...rows} />;
}

/** A namespace's list page. */
export function ListPage<T extends Listed>({ description, create, ...body }: ListPageProps<T>) {
  return (
    <section className={styles.section} aria-labelledby="list-title">
      <header className={styles.header}>
        <div>
          <h1 id="list-title" className={styles.heading}>
            {body.title}
          </h1>
          <p className={styles.description}>{description}</p>
        </div>
        <div className={styles.actions}>
          {body.links}
          {body.load.count !== 0 && <CreateAction resource={create.resource} label={create.label} href={create.href} />}
        </div>
      </header>
      <Body create={create} {...body} />
    </section>
  );
}
