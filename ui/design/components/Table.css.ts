import { createContainer, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';
import { focusRing, focusRingInset } from '../recipes/focus';
import { card, type CardRules } from './tableCards';

/** Phones: a table's rows become stacked cards (issue 16.3: no sideways page scroll at 390 px). */
const NARROW = '(max-width: 639.98px)';

/** A fixed-layout table's frame, whose width (not the window's) decides between rows and cards. */
const frame = createContainer('table-frame');

/** Below a list width of 40rem (phones) the rows become cards (issue 40.1: a table down to there). */
const CARDS = `${frame} (max-width: 39.99rem)`;

/** A fixed-layout table; set below, referenced by the rules that apply inside it. */
export const fixed = style({ tableLayout: 'fixed', '@container': { [CARDS]: { display: 'block' } } });

/**
 * Above the cards, a fixed-layout table narrower than these widths leaves out the columns whose
 * `drop` is that rank (1 first), so its key and name keep their room; a card shows every value.
 */
export const DROP_BELOW = { 1: '58rem', 2: '50rem', 3: '42rem' } as const;
for (const [rank, below] of Object.entries(DROP_BELOW)) {
  globalStyle(`${fixed} [data-drop="${rank}"]`, { '@container': { [`${frame} (min-width: 40rem) and (max-width: calc(${below} - 0.01rem))`]: { display: 'none' } } });
}

/** The card look of a part (tableCards) on phones, and inside a fixed-layout table narrower than CARDS. */
function stacking({ '': base, ...more }: CardRules): StyleRule {
  const suffixed = (prefix: string) => Object.fromEntries(Object.entries(more).map(([suffix, rule]) => [`${prefix}&${suffix}`, rule]));
  return {
    '@media': { [NARROW]: { ...base, selectors: suffixed('') } },
    '@container': { [CARDS]: { selectors: { [`${fixed} &`]: base ?? {}, ...suffixed(`${fixed} `) } } },
  };
}

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

/** The frame of a fixed-layout table: a size container its rows follow. */
export const wrapFixed = style({ containerName: frame, containerType: 'inline-size' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.sizeMd,
  '@media': { [NARROW]: { display: 'block' } },
});

export const section = style(stacking(card.block));

/** Stacked, the header row is a line of sort buttons, and each body row a wrapping card. */
export const headerRow = style(stacking(card.headerRow));

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
  ...stacking(card.column),
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
  ...stacking(card.sortButton),
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
    '&[data-marked]': { boxShadow: `inset 3px 0 0 ${color.accent}` },
  },
  ...stacking(card.row),
});

export const linkedRow = style({ cursor: 'pointer' });

/** A cell; stacked, it says its column's name (`data-label`) before its value. */
export const cell = style({
  padding: `${space.sm} ${space.md}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  ...stacking(card.cell),
});

/** The row header opens the card, the row's pinned cell (a switch) at the end of its line. */
export const rowHeader = style({ fontWeight: font.weightMedium, ...stacking(card.rowHeader) });

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

// No line height: the row keeps its height whether the box is empty or holds a check or dash.
export const checkboxCell = style({ width: '2.75rem', lineHeight: 0, ...stacking(card.checkboxCell) });

export const empty = style({ padding: space.xxl, textAlign: 'center', color: color.textMuted });
