import { style } from '@vanilla-extract/css';
import { font } from '../../design/contract.css';

// The page layout both settings tables share.
export { section, header, heading, description, list, search } from '../../design/recipes/page.css';

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm });

