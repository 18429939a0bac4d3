import { style } from '@vanilla-extract/css';
import { color, space } from '../contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({ position: 'absolute', insetInlineStart: space.md, display: 'flex', color: color.textMuted, pointerEvents: 'none' });

export const input = style({
  paddingInlineStart: '2.25rem',
  paddingInlineEnd: '2.25rem',
  selectors: { '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' } },
});

/** The clear button shows only while there is text: the input shows its placeholder when empty. */
export const clear = style({
  position: 'absolute',
  insetInlineEnd: space.xs,
  selectors: { [`${input}:placeholder-shown ~ &`]: { display: 'none' } },
});
