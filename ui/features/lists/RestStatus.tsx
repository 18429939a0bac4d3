// The line of a list shown from its first page (issue 15: time to list): how many rows are in,
// and either "loading the rest" or a button that loads it (a search, a sort, a filter or a later
// page loads it too), or that the rows are the last visit's while they refresh (issue 28). A status
// region, present from the start so screen readers announce changes.
import { Button, Spinner } from '../../design/components';
import * as styles from './ListPage.css';

/** How much of a list is in, whether the rest is loading, and what loads it; null once all is in. */
export type ListRest = { shown: number; total: number | undefined; loading: boolean; loadAll: () => void } | null;

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing the first 100 of 10,000 flags", then "loading the rest…" or "Load all 10,000 flags". */
export function RestStatus({ rest, noun, refreshing = false }: { rest: ListRest; noun: string; refreshing?: boolean }) {
  const of = rest?.total === undefined ? '' : ` of ${count(rest.total)}`;
  const showing = rest && `Showing the first ${count(rest.shown)}${of} ${noun}`;
  return (
    <div className={rest || refreshing ? styles.rest : styles.restDone}>
      <p role="status" className={rest || refreshing ? styles.restText : styles.restDone}>
        {refreshing && (
          <>
            <Spinner size="sm" label={`Refreshing the ${noun}`} />
            {`Showing the ${noun} as of your last visit, refreshing…`}
          </>
        )}
        {rest?.loading && (
          <>
            <Spinner size="sm" label={`Loading the rest of the ${noun}`} />
            {`${showing}, loading the rest: search and sort cover all of them once it is in.`}
          </>
        )}
        {rest && !rest.loading && `${showing}. Searching, sorting, filtering or a later page loads the rest.`}
      </p>
      {rest && !rest.loading && (
        <Button size="sm" onPress={rest.loadAll}>
          {`Load all ${rest.total === undefined ? '' : `${count(rest.total)} `}${noun}`}
        </Button>
      )}
    </div>
  );
}
