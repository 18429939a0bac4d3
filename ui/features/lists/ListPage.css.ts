import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export { section, header, heading, description, list, search } from '../../design/recipes/page.css';

export const failed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm });

/** A row's description under its name: one muted line, cut with an ellipsis. */
export const detail = style({
  display: 'block',
  maxWidth: '28rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: color.textMuted,
  fontSize: font.sizeSm,
});

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm });

/** The header's links and create action side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
