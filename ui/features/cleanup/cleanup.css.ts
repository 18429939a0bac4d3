// Layout of the "ready to remove" report: its settings in a row, then the table.
import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export { section } from '../../design/recipes/page.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.md });

export const muted = style({ margin: 0, color: color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.sizeMd });

export const cell = style({ padding: `${space.sm} ${space.sm}`, borderTop: `1px solid ${color.border}`, textAlign: 'left', verticalAlign: 'top' });

export const key = style({ display: 'block', fontFamily: font.mono, fontSize: font.sizeSm, fontWeight: 'normal', color: color.textMuted, overflowWrap: 'anywhere' });

export const reasons = style({ margin: 0, paddingLeft: space.lg });
