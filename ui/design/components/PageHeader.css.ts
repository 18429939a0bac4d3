import { style } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.lg });

export const title = style({ margin: 0, fontSize: font.sizeXxl, fontWeight: font.weightBold, lineHeight: font.lineTight });

export const lead = style({ margin: `${space.xs} 0 0`, color: color.textMuted, maxWidth: '42rem' });
