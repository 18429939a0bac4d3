// How a table's parts look as stacked cards (phones, and a list table in a narrow frame; see
// Table.css.ts): each part's rules, keyed by what follows `&` in its selector ('' for the part
// itself). A card reads: checkbox, row header, pinned cell (a switch) on the first line; then
// the full-width cells (a name); then every other value after its column's name. No React here.
import type { StyleRule } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';

/** Rules of one part, by selector suffix. */
export type CardRules = Record<string, StyleRule>;

const block: StyleRule = { display: 'block' };

export const card = {
  block: { '': block },
  // A line of sort buttons after "Sort by" (hidden from screen readers, which get the table's
  // column headers), not a header row over values that do not line up under it (issue 40.1).
  headerRow: {
    '': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', background: color.surfaceSunken, borderBottom: `1px solid ${color.border}` },
    '::before': { content: '"Sort by" / ""', order: 1, paddingInlineStart: space.md, color: color.textMuted, fontSize: font.sizeXs, fontWeight: font.weightMedium },
  },
  sortButton: { '': { padding: `${space.xs} ${space.sm}` } },
  column: { '': { display: 'block', order: 2, width: 'auto !important', border: 'none', background: 'transparent' } },
  row: {
    '': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xs} ${space.md}`, padding: `${space.sm} ${space.md}` },
    // Ends the first line after the row header and its pinned cell, whatever their widths (its
    // negative margin takes back the row gap its empty line adds).
    '::after': { content: '""', order: 3, flexBasis: '100%', marginBlockEnd: `calc(-1 * ${space.xs})` },
  },
  cell: {
    '': { display: 'block', maxWidth: '100%', minWidth: 0, padding: 0, order: 5 },
    '[data-stack="pin"]': { order: 2, flex: 'none' },
    '[data-stack="line"]': { order: 4, flex: '1 1 100%' },
    '[data-label]::before': {
      content: 'attr(data-label)',
      marginInlineEnd: space.xs,
      color: color.textMuted,
      fontSize: font.sizeXs,
      fontWeight: font.weightMedium,
    },
  },
  rowHeader: { '': { order: 1, flex: '1 1 0', minWidth: 0 } },
  checkboxCell: { '': { order: 0, flex: 'none', width: 'auto' } },
} satisfies Record<string, CardRules>;
