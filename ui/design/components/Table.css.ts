import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';
import { focusRingInset } from '../recipes/focus';

export const wrap = style({ width: '100%', overflowX: 'auto', border: `1px solid ${color.border}`, borderRadius: radius.lg });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.sizeMd, outline: 'none' });

export const column = style({
  padding: `${space.sm} ${space.md}`,
  textAlign: 'start',
  fontSize: font.sizeSm,
  fontWeight: font.weightBold,
  color: color.textMuted,
  background: color.surfaceSunken,
  borderBottom: `1px solid ${color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: color.text },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const sortIcon = style({ color: color.textMuted, opacity: 0.6 });

export const sortIconActive = style({ color: color.text, opacity: 1 });

export const row = style({
  outline: 'none',
  borderBottom: `1px solid ${color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: color.surfaceHover },
    '&[data-selected]': { background: color.selected },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: color.textMuted },
  },
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const checkboxCell = style({ width: '2.5rem' });

export const empty = style({ padding: space.xxl, textAlign: 'center', color: color.textMuted });
