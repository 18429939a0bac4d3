// The report's table: columns sized by their content, words wrapped whole (a word longer than its
// column breaks), the flag cell's lines stacked.
import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

// The page's frame, as the comparison's (ui/design's page recipe).
export { bullets as list, controls as row, keyLine as key, muted, section } from '../../design/recipes/page.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.sizeSm });

export const cell = style({ padding: `${space.xs} ${space.sm}`, borderTop: `1px solid ${color.border}`, textAlign: 'left', verticalAlign: 'top', overflowWrap: 'break-word' });

/** A line under the flag's key: its owner and last change, where else it exists. */
export const note = style({ display: 'block', color: color.textMuted, fontWeight: font.weightNormal });
