import { createVar, keyframes, style } from '@vanilla-extract/css';
import { color, font, motion, radius, shadow, space, z } from '../contract.css';
import { focusRingInset } from '../recipes/focus';

/** The open menu's viewport position, set from its trigger's. */
export const top = createVar();
export const left = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const menu = style({
  position: 'fixed',
  top,
  left,
  zIndex: z.popover,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  minWidth: '10rem',
  maxWidth: 'calc(100vw - 1rem)',
  maxHeight: '24rem',
  overflow: 'auto',
  padding: space.xs,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.md,
  outline: 'none',
  animation: `${fadeIn} ${motion.fast}`,
});

// Focus follows the pointer (see MenuItem), so :focus is the highlight; the ring is for keyboard use.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  fontSize: font.sizeMd,
  color: color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:focus': { background: color.surfaceHover },
    '&:focus-visible': focusRingInset,
    '&[aria-disabled]': { color: color.textMuted, cursor: 'not-allowed' },
  },
});

export const danger = style({ color: color.dangerText, selectors: { '&:focus': { background: color.dangerSurface } } });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${space.sm} ${space.md}`,
  fontSize: font.sizeSm,
  color: color.textMuted,
});

export const separator = style({ height: '1px', margin: `${space.xs} 0`, background: color.border });
