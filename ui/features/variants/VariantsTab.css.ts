import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const key = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm, fontFamily: font.mono, fontSize: font.sizeSm });

export const code = style({ fontFamily: font.mono, fontSize: font.sizeSm, color: color.textMuted, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.xs, whiteSpace: 'nowrap' });
