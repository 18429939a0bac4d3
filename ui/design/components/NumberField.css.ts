import { style } from '@vanilla-extract/css';
import { color, space } from '../contract.css';

export const group = style({ display: 'flex', alignItems: 'stretch', padding: 0, overflow: 'hidden' });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  padding: `${space.sm} ${space.md}`,
  outline: 'none',
  color: color.text,
});

export const steppers = style({ display: 'flex', alignItems: 'center', gap: space.xxs, paddingInlineEnd: space.xxs });
