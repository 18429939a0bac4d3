import { keyframes, style } from '@vanilla-extract/css';
import { color, font, motion, radius, shadow, space, z } from '../contract.css';
import { focusRingInset } from '../recipes/focus';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** React Aria's Popover, placed by it next to the trigger. */
export const popover = style({ zIndex: z.popover, outline: 'none' });

export const menu = style({
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

// The hovered item takes focus too, so focus is the highlight (data-focused in React Aria's
// listboxes, :focus on a menu's items); the ring is for keyboard use (a menu the pointer moved
// over is marked data-pointer until the next key).
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
    '&[data-focused], &:focus': { background: color.surfaceHover },
    '&[data-focus-visible], [role=menu]:not([data-pointer]) &:focus-visible': focusRingInset,
    '&[data-disabled]': { color: color.textMuted, cursor: 'not-allowed' },
  },
});

/** The text and, under it, the description of an item. */
export const stack = style({ display: 'flex', flexDirection: 'column' });

export const description = style({ fontSize: font.sizeSm, color: color.textMuted, whiteSpace: 'normal' });

export const danger = style({ color: color.dangerText, selectors: { '&:focus': { background: color.dangerSurface } } });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${space.sm} ${space.md}`,
  fontSize: font.sizeSm,
  color: color.textMuted,
});

export const separator = style({ height: '1px', margin: `${space.xs} 0`, background: color.border });
