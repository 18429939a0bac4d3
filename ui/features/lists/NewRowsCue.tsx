// "1 new flag by another operator · Show" over the top of a list (issue 40.3), moving no row, in a
// polite status region present from the start so screen readers hear it. Show goes to the page
// where the current sort puts the first new row (clearing the search and filters when they hide
// it) and focuses its link.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '../../design/components';
import type { ListView } from './useListView';
import * as styles from './ListPage.css';

/** Props of NewRowsCue. */
export interface NewRowsCueProps {
  /** Keys of the new rows (useNewRows). */
  fresh: readonly string[];
  /** Plural, lower case: "flags". */
  noun: string;
  view: ListView<{ key: string }>;
}

/** The cue line and its Show button. */
export function NewRowsCue({ fresh, noun, view }: NewRowsCueProps) {
  const [, setParams] = useSearchParams();
  const [reveal, setReveal] = useState<string | null>(null);
  const { matchingRows: rows, pager } = view;
  useEffect(() => {
    const at = rows.findIndex((row) => row.key === reveal);
    if (at < 0) return;
    const page = pager ? Math.floor(at / pager.pageSize) + 1 : 1;
    if (pager && pager.page !== page) return pager.onPageChange(page);
    setReveal(null);
    // The keyboard goes where the eye does: the new row's link.
    document.querySelector<HTMLElement>(`main tr[data-marked="${CSS.escape(String(reveal))}"] [data-row-link]`)?.focus();
  }, [reveal, rows, pager]);
  const show = () => {
    const first = rows.find((row) => fresh.includes(row.key))?.key;
    // Hidden by a search or filter: only the sort and page size stay.
    if (first === undefined) setParams((p) => new URLSearchParams([...p].filter(([name]) => /^(sort|dir|size)$/.test(name))));
    setReveal(first ?? fresh[0] ?? null);
  };
  const count = fresh.length;
  const what = count === 1 ? noun.slice(0, -1) : noun;
  return (
    <div className={count ? styles.cue : styles.restDone}>
      <div className={count ? styles.pill : styles.restDone}>
        <p role="status" className={count ? styles.restText : styles.restDone}>
          {count > 0 && `${count} new ${what} by another operator`}
        </p>
        {count > 0 && (
          <Button size="sm" aria-label={`Show the new ${what}`} onPress={show}>
            Show
          </Button>
        )}
      </div>
    </div>
  );
}
