import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xxl });

export const about = style({ margin: 0, color: color.textMuted, fontSize: font.sizeSm });
