import { style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space, z } from '../contract.css';
import { focusRing } from '../recipes/focus';

export const tooltip = style({
  maxWidth: '20rem',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.md,
  background: color.text,
  color: color.surface,
  fontSize: font.sizeSm,
  boxShadow: shadow.md,
  zIndex: z.tooltip,
});

export const target = style({ borderRadius: '2px', outline: 'none', selectors: { '&:focus-visible': focusRing } });
