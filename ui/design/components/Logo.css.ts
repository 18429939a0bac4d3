import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';
import { focusRing } from '../recipes/focus';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: color.text,
  textDecoration: 'none',
  fontSize: font.sizeLg,
  fontWeight: font.weightBold,
  borderRadius: radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const tile = style({ fill: color.accent });

export const mark = style({ stroke: color.onAccent });
