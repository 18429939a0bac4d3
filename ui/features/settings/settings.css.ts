import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const title = style({ margin: 0, fontSize: font.sizeXxl, fontWeight: font.weightBold, lineHeight: font.lineTight });

export const content = style({ paddingTop: space.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.xl });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.lg });

export const heading = style({ margin: 0, fontSize: font.sizeXl, fontWeight: font.weightBold });

export const description = style({ margin: `${space.xs} 0 0`, color: color.textMuted });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space.xl, maxWidth: '32rem' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const preview = style({ margin: 0, paddingInlineStart: '2.75rem', fontSize: font.sizeSm, color: color.textMuted, fontVariantNumeric: 'tabular-nums' });
