// Popovers, listbox/menu items and modal surfaces shared by Select, Menu, Dialog and SlideOver.
import { keyframes, style } from '@vanilla-extract/css';
import { color, font, motion, radius, shadow, space, z } from '../contract.css';
import { focusRing } from './focus';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A floating panel (RAC Popover). */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '24rem',
  overflow: 'auto',
  padding: space.xs,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.md,
  outline: 'none',
  zIndex: z.popover,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${motion.fast}` } },
});

/** A list inside a popover (RAC ListBox or Menu). */
export const list = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: space.xxs });

/** One option or menu item. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  fontSize: font.sizeMd,
  color: color.text,
  textDecoration: 'none',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: color.surfaceHover },
    '&[data-selected]': { background: color.selected, fontWeight: font.weightMedium },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: color.textMuted, cursor: 'not-allowed' },
  },
});

/** A destructive menu item. */
export const dangerItem = style({ color: color.dangerText, selectors: { '&[data-focused], &[data-hovered]': { background: color.dangerSurface } } });

/** Secondary text inside an item. */
export const itemDescription = style({ display: 'block', fontSize: font.sizeSm, color: color.textMuted });

/** A horizontal rule between groups of items. */
export const separator = style({ height: '1px', margin: `${space.xs} 0`, background: color.border, border: 'none' });

/** The dimmed full-screen layer behind modals. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: z.overlay,
  background: color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${motion.normal}` } },
});
