// A bar of actions kept in view at the bottom of the page while its content scrolls (the flags
// list's bulk actions, compare's promote bar). It never moves what is above it (issue 40.8), and
// while one is on screen the toasts show at the top right instead of over it (issue 40.6).
import { globalStyle, style } from '@vanilla-extract/css';
import { color, radius, shadow, space, z } from '../contract.css';
import { region } from './Toast.css';
import { dialog } from '../recipes/overlay.css';

/** The bar: sticky at the bottom, a raised panel above the rows passing under it. */
export const bottomBar = style({
  position: 'sticky',
  bottom: space.sm,
  zIndex: z.sticky,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surfaceRaised,
  boxShadow: shadow.md,
});

// A dialog's rule (toasts top left) stays first: its actions are at the bottom too.
globalStyle(`body:has(${bottomBar}):not(:has(${dialog})) ${region}`, {
  insetBlockEnd: 'auto',
  insetBlockStart: `calc(3.5rem + ${space.sm})`,
  flexDirection: 'column',
});
