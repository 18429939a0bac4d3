import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const content = style({ paddingTop: space.sm });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: '32rem' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const preview = style({ margin: 0, paddingInlineStart: '2.75rem', fontSize: font.sizeSm, color: color.textMuted, fontVariantNumeric: 'tabular-nums' });
