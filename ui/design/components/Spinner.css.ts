import { keyframes, style } from '@vanilla-extract/css';
import { color, font, space, z } from '../contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm, color: color.textMuted });

export const ring = style({
  display: 'block',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' } },
});

export const small = style({ width: '1em', height: '1em' });
export const medium = style({ width: '1.5rem', height: '1.5rem' });
export const large = style({ width: '2.5rem', height: '2.5rem', borderWidth: '3px' });

export const text = style({ fontSize: font.sizeMd });

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: z.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  background: color.surface,
  color: color.textMuted,
});

export const block = style({ display: 'flex', justifyContent: 'center', padding: space.xxl });
