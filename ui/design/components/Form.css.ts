import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const formError = style({
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  background: color.dangerSurface,
  color: color.dangerText,
  fontWeight: font.weightMedium,
});
