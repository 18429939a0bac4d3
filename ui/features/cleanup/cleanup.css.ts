// The report's table (the lists' ListTable): the flag cell's lines stacked.
import { style } from '@vanilla-extract/css';
import { color, font } from '../../design/contract.css';

// The page's frame, as the comparison's (ui/design's page recipe).
export { bullets as list, controls as row, keyLine as key, muted, section } from '../../design/recipes/page.css';

/** A line under the flag's key: its owner and last change, where else it exists. */
export const note = style({ display: 'block', color: color.textMuted, fontWeight: font.weightNormal });
