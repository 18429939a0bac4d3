// Shared style fragments for recipes (plain objects, usable from any .css.ts file).
import { color, motion } from '../contract.css';

/** Keyboard focus ring (`:focus-visible`, or a toggle's own data-focus-visible). */
export const focusRing = {
  outline: `2px solid ${color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The ring drawn inside the element, for rows and cells whose neighbours would clip it. */
export const focusRingInset = {
  outline: `2px solid ${color.focusRing}`,
  outlineOffset: '-2px',
} as const;

/** Colour transitions shared by interactive elements. */
export const interactiveTransition = {
  transition: `background-color ${motion.fast}, border-color ${motion.fast}, color ${motion.fast}`,
} as const;
