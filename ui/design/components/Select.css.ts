import { style } from '@vanilla-extract/css';
import { color, space } from '../contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: color.textMuted } },
});

export const check = style({ marginInlineStart: 'auto', color: color.accentText });
