import { style } from '@vanilla-extract/css';
import { color, space } from '../contract.css';

/** The input with the suggestions button laid over its end. */
export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room at the end of the input for the button. */
export const input = style({ paddingInlineEnd: '2.25rem' });

export const button = style({
  position: 'absolute',
  insetInlineEnd: space.xs,
  display: 'flex',
  padding: space.xxs,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
});

/** "No segments match": the open list's line when the typed text matches nothing. */
export const empty = style({ display: 'block', padding: `${space.xs} ${space.sm}`, color: color.textMuted });
