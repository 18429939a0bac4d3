import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.xl });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.lg });

export const heading = style({ margin: 0, fontSize: font.sizeXl, fontWeight: font.weightBold });

export const description = style({ margin: `${space.xs} 0 0`, color: color.textMuted, maxWidth: '40rem' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const search = style({ maxWidth: '20rem' });

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm });

export const formError = style({
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  background: color.dangerSurface,
  color: color.dangerText,
  fontWeight: font.weightMedium,
});
