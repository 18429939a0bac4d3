import { createVar, keyframes, style } from '@vanilla-extract/css';
import { color, radius, space } from '../contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const width = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const bar = style({
  height: '1rem',
  width: width,
  borderRadius: radius.sm,
  background: color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const tall = style({ height: '2.5rem' });
