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

/** The "loading the rest" line above a list shown from its first page. */
export const rest = style({ display: 'flex', alignItems: 'center', gap: space.sm, margin: 0, color: color.textMuted, fontSize: font.sizeSm });

/** The same status region once the list is complete: empty and out of the layout. */
export const restDone = style({ margin: 0, display: 'contents' });

/** The header's links and create action side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
