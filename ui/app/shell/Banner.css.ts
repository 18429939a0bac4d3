import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xs} ${space.lg}`,
  background: color.accentSurface,
  color: color.text,
  fontSize: font.sizeSm,
});

export const text = style({ flex: 1, margin: 0 });

export const title = style({ fontWeight: font.weightBold, marginInlineEnd: space.sm });
