// The modal layer shared by Dialog, AlertDialog, SlideOver, the command palette and the mobile
// sidebar: a dimmed full-screen backdrop holding the dialog. Entrances animate on mount; exits
// are instant (the dialog unmounts on close).
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { color, motion, space, z } from '../contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/** Slide in from the inline end (slide-over) or start (drawer). */
export const fromEnd = style({ animation: `${keyframes({ from: { transform: 'translateX(100%)' } })} ${motion.normal} ease-out` });
export const fromStart = style({ animation: `${keyframes({ from: { transform: 'translateX(-100%)' } })} ${motion.normal} ease-out` });

/** Rise a little while fading in (centred dialogs). */
export const rise = style({ animation: `${keyframes({ from: { transform: 'translateY(8px)', opacity: 0 } })} ${motion.normal}` });

/** The dimmed full-screen layer; the dialog is its only child. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: z.overlay,
  display: 'flex',
  background: color.overlay,
  animation: `${fadeIn} ${motion.normal}`,
});

/** Backdrop layouts: centred, or a full-height panel at the end or start. */
export const center = style({ alignItems: 'center', justifyContent: 'center', padding: space.lg });
export const end = style({ justifyContent: 'flex-end' });
export const start = style({ justifyContent: 'flex-start' });

/** React Aria's Modal wrapper: no box of its own, the dialog inside is the backdrop's child. */
export const frame = style({ display: 'contents' });

/** The dialog element without any box of its own; each surface's class styles it. */
export const dialog = style({});

// Zero specificity, so any surface class wins over this reset whatever the stylesheet order.
globalStyle(`:where(${dialog})`, {
  position: 'relative',
  inset: 'auto',
  margin: 0,
  padding: 0,
  border: 'none',
  maxWidth: 'none',
  maxHeight: 'none',
  width: 'auto',
  height: 'auto',
  background: 'none',
  color: 'inherit',
  outline: 'none',
});
