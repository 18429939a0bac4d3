import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';
import { focusRing, focusRingInset } from '../recipes/focus';

/** Phones: a table's rows become stacked cards (issue 16.3: no sideways page scroll at 390 px). */
const NARROW = '(max-width: 639.98px)';
const stacked = { display: 'block' } as const;

/**
 * `isolation` makes the table a layer of its own for Chromium's paint: a keystroke in the search
 * field above it repaints the field without walking every row again (≈ 0.8 ms of an 8 ms frame,
 * issue 15). Its tooltips therefore stack inside the table, under the sticky top bar.
 */
export const wrap = style({
  width: '100%',
  maxWidth: '100%',
  minWidth: 0,
  overflowX: 'auto',
  isolation: 'isolate',
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.sizeMd,
  '@media': { [NARROW]: stacked },
});

/**
 * Column widths set by the header, not by the rows shown: they stay put while searching. Below
 * 60rem the table scrolls inside its frame rather than squeeze its unsized columns to nothing.
 */
export const fixed = style({ '@media': { '(min-width: 640px)': { tableLayout: 'fixed', minWidth: '60rem' } } });

export const section = style({ '@media': { [NARROW]: stacked } });

/** On phones the header row is a line of sort buttons, and each body row a wrapping card. */
export const headerRow = style({
  '@media': { [NARROW]: { display: 'flex', flexWrap: 'wrap', background: color.surfaceSunken, borderBottom: `1px solid ${color.border}` } },
});

export const column = style({
  padding: `${space.sm} ${space.md}`,
  textAlign: 'start',
  fontSize: font.sizeSm,
  fontWeight: font.weightBold,
  color: color.textMuted,
  background: color.surfaceSunken,
  borderBottom: `1px solid ${color.border}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // A phone's header is a line of sort buttons: a fixed layout's widths do not apply there.
  '@media': { [NARROW]: { display: 'block', width: 'auto !important', border: 'none', background: 'transparent' } },
});

/** A sortable header gives its padding to the button, so a click anywhere in it sorts. */
export const sortable = style({ padding: 0 });

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  width: '100%',
  padding: `${space.sm} ${space.md}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: color.text },
    '&:focus-visible': focusRingInset,
  },
});

/** The header's text, cut with an ellipsis in a narrow column so the sort icon keeps its size. */
export const sortLabel = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const sortIcon = style({ display: 'inline-flex', flexShrink: 0, color: color.textMuted, opacity: 0.6 });

export const sortIconActive = style({ display: 'inline-flex', flexShrink: 0, color: color.text });

export const row = style({
  borderBottom: `1px solid ${color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&:hover': { background: color.surfaceHover },
    '&[data-selected]': { background: color.selected },
  },
  '@media': {
    [NARROW]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xs} ${space.md}`, padding: `${space.sm} ${space.md}` },
  },
});

export const linkedRow = style({ cursor: 'pointer' });

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  '@media': { [NARROW]: { display: 'block', maxWidth: '100%', minWidth: 0, padding: 0 } },
});

/** The row header opens the card, on a line of its own. */
export const rowHeader = style({ fontWeight: font.weightMedium, '@media': { [NARROW]: { flex: '1 1 100%' } } });

export const rowLink = style({
  color: color.accentText,
  textDecoration: 'none',
  borderRadius: radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const checkboxCell = style({ width: '2.75rem' });

export const empty = style({ padding: space.xxl, textAlign: 'center', color: color.textMuted });
