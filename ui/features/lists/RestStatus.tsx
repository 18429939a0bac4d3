// The "loading the rest" line of a list shown from its first page (issue 15: time to list): a
// status region, present from the start so screen readers announce its changes.
import { Spinner } from '../../design/components';
import * as styles from './ListPage.css';

/** How much of a list is in while the rest loads; null once everything is. */
export type ListRest = { shown: number; total: number | undefined } | null;

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing the first 100 of 10,000 flags, loading the rest…" while `rest` is set. */
export function RestStatus({ rest, noun }: { rest: ListRest; noun: string }) {
  const of = rest?.total === undefined ? '' : ` of ${count(rest.total)}`;
  return (
    <p role="status" className={rest ? styles.rest : styles.restDone}>
      {rest && (
        <>
          <Spinner size="sm" label={`Loading the rest of the ${noun}`} />
          {`Showing the first ${count(rest.shown)}${of} ${noun}, loading the rest: search and sort cover all of them once it is in.`}
        </>
      )}
    </p>
  );
}
