import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';
import { focusRing, focusRingInset } from '../recipes/focus';

export const wrap = style({ width: '100%', overflowX: 'auto', border: `1px solid ${color.border}`, borderRadius: radius.lg });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.sizeMd });

export const column = style({
  padding: `${space.sm} ${space.md}`,
  textAlign: 'start',
  fontSize: font.sizeSm,
  fontWeight: font.weightBold,
  color: color.textMuted,
  background: color.surfaceSunken,
  borderBottom: `1px solid ${color.border}`,
  whiteSpace: 'nowrap',
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

export const sortIcon = style({ display: 'inline-flex', color: color.textMuted, opacity: 0.6 });

export const sortIconActive = style({ display: 'inline-flex', color: color.text });

export const row = style({
  borderBottom: `1px solid ${color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&:hover': { background: color.surfaceHover },
    '&[data-selected]': { background: color.selected },
  },
});

export const linkedRow = style({ cursor: 'pointer' });

export const cell = style({ padding: `${space.sm} ${space.md}`, verticalAlign: 'middle', textAlign: 'start' });

export const rowHeader = style({ fontWeight: font.weightMedium });

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
