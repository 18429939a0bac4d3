import { style } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.lg, justifyContent: 'space-between' });

export const range = style({ margin: 0, color: color.textMuted, fontSize: font.sizeSm, alignSelf: 'center' });

export const size = style({ width: '8rem' });

export const buttons = style({ display: 'flex', alignItems: 'center', gap: space.sm });
