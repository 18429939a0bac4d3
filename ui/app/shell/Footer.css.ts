import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.lg} ${space.xl}`,
  borderTop: `1px solid ${color.border}`,
  color: color.textMuted,
  fontSize: font.sizeSm,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, margin: 0, padding: 0, listStyle: 'none' });
