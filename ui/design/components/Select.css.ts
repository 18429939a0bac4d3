import { style } from '@vanilla-extract/css';
import { color, space } from '../contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({ appearance: 'none', paddingInlineEnd: '2.25rem', cursor: 'pointer', textOverflow: 'ellipsis' });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: space.md,
  display: 'flex',
  color: color.textMuted,
  pointerEvents: 'none',
});
