// Layout of the segment page's "Used By": one line per flag, its rules and rollouts as links.
import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export { muted } from '../../design/recipes/page.css';

export const flags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.sm });

export const flag = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space.sm });

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm, color: color.textMuted });

export const uses = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space.sm });

