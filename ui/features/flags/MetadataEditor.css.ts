import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 });

export const heading = style({ fontSize: font.sizeMd, fontWeight: font.weightMedium, color: color.text });

export const help = style({ fontSize: font.sizeSm, color: color.textMuted });

/** Key, type, value and the row's buttons on one line (wrapping on narrow screens). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 10rem) minmax(6rem, 8rem) minmax(10rem, 1fr) auto',
  alignItems: 'start',
  gap: space.sm,
  '@media': { '(max-width: 40rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const value = style({ minWidth: 0 });

export const buttons = style({ display: 'flex', gap: space.xs });
