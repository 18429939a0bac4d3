import { keyframes, style } from '@vanilla-extract/css';
import { color, font, motion, radius, shadow, space, z } from '../contract.css';
import { focusRing } from '../recipes/focus';
import * as overlay from '../recipes/overlay.css';

const enter = keyframes({ from: { transform: 'translateY(12px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: space.lg,
  insetInlineEnd: space.lg,
  zIndex: z.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space.sm,
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    // While a dialog or slide-over is open its actions sit at the bottom (a slide-over's at the
    // bottom right): the toasts move to the top left, newest first, so they never cover Cancel or
    // Create. Only the modal layer's dialogs count: a menu's or a select's popover is a dialog to
    // React Aria too, and opening one sent the toasts over the logo (issue 29.7).
    [`body:has(${overlay.dialog}) &`]: {
      insetBlockEnd: 'auto',
      insetInlineEnd: 'auto',
      insetBlockStart: space.lg,
      insetInlineStart: space.lg,
      flexDirection: 'column',
    },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.lg,
  border: '1px solid',
  boxShadow: shadow.md,
  outline: 'none',
  animation: `${enter} ${motion.normal}`,
  selectors: { '&:focus-visible': focusRing },
});

export const success = style({ background: color.successSurface, color: color.successText, borderColor: color.success });

export const error = style({ background: color.dangerSurface, color: color.dangerText, borderColor: color.danger });

export const icon = style({ flexShrink: 0, paddingTop: '2px' });

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: font.weightBold });

export const text = style({ color: color.text });
