import { createVar, style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space, z } from '../contract.css';
import { focusRing } from '../recipes/focus';

/** The open tooltip's viewport position, set from its trigger's. */
export const top = createVar();
export const left = createVar();

export const anchor = style({ display: 'inline-flex' });

export const tooltip = style({
  position: 'fixed',
  top,
  left,
  maxWidth: '20rem',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.md,
  background: color.text,
  color: color.surface,
  fontSize: font.sizeSm,
  fontWeight: font.weightNormal,
  lineHeight: font.lineTight,
  whiteSpace: 'normal',
  boxShadow: shadow.md,
  zIndex: z.tooltip,
});

export const target = style({ borderRadius: '2px', outline: 'none', selectors: { '&:focus-visible': focusRing } });
