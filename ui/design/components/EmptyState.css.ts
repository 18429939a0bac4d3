import { style } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  padding: `${space.xxl} ${space.xl}`,
  textAlign: 'center',
});

export const icon = style({ color: color.textMuted, marginBottom: space.xs });

export const title = style({ fontSize: font.sizeLg, fontWeight: font.weightBold });

export const description = style({ color: color.textMuted, maxWidth: '32rem' });

export const action = style({ marginTop: space.sm });
