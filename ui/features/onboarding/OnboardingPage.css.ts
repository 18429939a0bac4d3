import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xxl });

export const lead = style({ margin: `${space.xs} 0 ${space.md}`, color: color.textMuted, maxWidth: '42rem' });

export const sectionTitle = style({ margin: `0 0 ${space.sm}`, fontSize: font.sizeXl, fontWeight: font.weightBold });
