import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';
import { focusRingInset } from '../../design/recipes/focus';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  height: '100%',
  padding: `${space.lg} ${space.md}`,
  background: color.surfaceSunken,
  overflowY: 'auto',
});

export const brand = style({ paddingInline: space.xs });

export const nav = style({ display: 'flex', flexDirection: 'column', gap: space.xl, flex: 1 });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  color: color.text,
  fontWeight: font.weightMedium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: color.surfaceHover },
    '&[aria-current]': { background: color.selected, color: color.text },
    '&:focus-visible': focusRingInset,
  },
});

export const hint = style({
  display: 'block',
  width: '100%',
  padding: `${space.sm} ${space.md}`,
  border: `1px dashed ${color.borderStrong}`,
  borderRadius: radius.md,
  background: 'transparent',
  color: color.textMuted,
  fontSize: font.sizeSm,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: color.surfaceHover, color: color.text },
    '&:focus-visible': focusRingInset,
  },
  // Phones and touch screens have no ctrl key to press: no hint there (issue 16.3).
  '@media': { '(max-width: 767.98px), (hover: none) and (pointer: coarse)': { display: 'none' } },
});
