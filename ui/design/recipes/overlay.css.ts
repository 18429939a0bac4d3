// The modal surfaces shared by Dialog, AlertDialog and SlideOver.
import { keyframes, style } from '@vanilla-extract/css';
import { color, motion, space, z } from '../contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

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
