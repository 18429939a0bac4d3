// The columns of the segments list (UI-INVENTORY §2.13): key, name, match type, constraints, times,
// and how many flags use each segment (segment-usage).
import { keyColumn, nameColumn, searchText, timeColumn, type ListColumn, type ListOptions } from '../lists';
import { usedByColumn } from '../segment-usage';
import type { Segment } from './schema';

/** A match type as Flipt's list shows it ("Matches All"/"Matches Any"; the form spells out what they mean). */
export function matchTypeLabel(matchType: string): string {
  if (matchType === 'ALL_MATCH_TYPE') return 'Matches All';
  if (matchType === 'ANY_MATCH_TYPE') return 'Matches Any';
  return matchType;
}

/** The segments table's columns, in order; each sorts. A narrow list drops Updated, Created, then Constraints (`drop`). */
export const segmentColumns: ListColumn<Segment>[] = [
  keyColumn,
  nameColumn,
  { id: 'matchType', label: 'Match Type', cell: (s) => matchTypeLabel(s.matchType), sort: (s) => matchTypeLabel(s.matchType), width: '9rem' },
  { id: 'constraints', label: 'Constraints', cell: (s) => s.constraints.length, sort: (s) => s.constraints.length, width: '9rem', drop: 3 },
  usedByColumn,
  timeColumn('createdAt', 'Created'),
  timeColumn('updatedAt', 'Updated'),
];

/** How the segments list searches, sorts (remembered per browser, SPEC §3) and pages. */
export const segmentList: ListOptions<Segment> = { columns: segmentColumns, searchText, remember: 'segments' };
