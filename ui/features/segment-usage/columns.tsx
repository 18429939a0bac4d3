// The segments list's "Used By" column: how many flags use each segment, sortable.
import type { ListColumn } from '../lists';
import type { WithUsage } from './hooks';

/** "Used By": the number of flags whose rules or rollouts use the segment (blank while loading). */
export const usedByColumn: ListColumn<WithUsage<object>> = {
  id: 'usedBy',
  label: 'Used By',
  cell: (row) => (row.usedBy === undefined ? '' : row.usedBy === 1 ? '1 flag' : `${row.usedBy} flags`),
  sort: (row) => row.usedBy ?? -1,
  // The lists' fixed layout gives unsized columns the width left over: this one needs little.
  width: '6.5rem',
};
