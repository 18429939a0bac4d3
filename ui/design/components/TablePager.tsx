// Previous/Next pagination with a page-size choice, for tables whose rows are all loaded (the
// API returns every namespace and token at once, so paging happens on the client).
import { Button } from './Button';
import { Select } from './Select';
import * as styles from './TablePager.css';

/** The page sizes offered. */
export const PAGE_SIZES = [20, 50, 100] as const;

/** Props of TablePager (pages count from 1). */
export interface TablePagerProps {
  /** Names the pagination landmark, e.g. "Namespace pages". */
  label: string;
  page: number;
  pageSize: number;
  /** How many rows there are across every page. */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

const sizeOptions = PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }));

/** "Showing 21–40 of 95", Previous and Next buttons, and a "Rows per page" select. */
export function TablePager({ label, page, pageSize, total, onPageChange, onPageSizeChange }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className={styles.pager}>
      <p className={styles.range}>
        Showing {first}–{last} of {total}
      </p>
      <div className={styles.size}>
        <Select label="Rows per page" options={sizeOptions} value={String(pageSize)} onChange={(key) => onPageSizeChange(Number(key))} />
      </div>
      <div className={styles.buttons}>
        <Button size="sm" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <span className={styles.range}>
          Page {page} of {pages}
        </span>
        <Button size="sm" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
