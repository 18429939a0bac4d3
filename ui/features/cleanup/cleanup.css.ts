// The report's table: columns sized by their content, words wrapped whole (a word longer than its
// column breaks), the flag cell's lines stacked.
import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.sizeSm });

export const cell = style({ padding: `${space.xs} ${space.sm}`, borderTop: `1px solid ${color.border}`, textAlign: 'left', verticalAlign: 'top', overflowWrap: 'break-word' });

/** A line under the flag's key: its owner and last change, where else it exists. */
export const note = style({ display: 'block', color: color.textMuted, fontWeight: font.weightNormal });
