import { style } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';

/** A settings-style page section: header (heading, description, actions), then its content. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: space.xl });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.lg });

export const heading = style({ margin: 0, fontSize: font.sizeXl, fontWeight: font.weightBold });

export const description = style({ margin: `${space.xs} 0 0`, color: color.textMuted, maxWidth: '40rem' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const search = style({ maxWidth: '20rem' });
