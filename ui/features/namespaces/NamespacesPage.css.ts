import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';

// The page layout both settings tables share.
export { section, header, heading, description, list, search } from '../../design/recipes/page.css';

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm });

export const formError = style({
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  background: color.dangerSurface,
  color: color.dangerText,
  fontWeight: font.weightMedium,
});
