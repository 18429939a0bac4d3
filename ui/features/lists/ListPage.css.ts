import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export { section, header, heading, description, list, search } from '../../design/recipes/page.css';

export const failed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm });

/** A row's description under its name: one muted line, cut with an ellipsis. */
export const detail = style({
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: color.textMuted,
  fontSize: font.sizeSm,
});

/**
 * A key on one line, cut with an ellipsis (the full key in its title); focusing the row's link
 * shows all of it, broken anywhere since keys have no spaces.
 */
export const key = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: font.mono,
  fontSize: font.sizeSm,
  selectors: { 'a:focus-visible > &': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

/** A relative time on one line ("3 days ago"). */
export const time = style({ whiteSpace: 'nowrap' });

/** A name wraps between words, and inside a word too long for the column. */
export const name = style({ overflowWrap: 'anywhere' });

/** The "loading the rest" line above a list shown from its first page. */
export const rest = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm, color: color.textMuted, fontSize: font.sizeSm });

/** The status sentence of that line, its spinner beside it. */
export const restText = style({ display: 'flex', alignItems: 'center', gap: space.sm, margin: 0 });

/** The same line once the list is complete: its status region empty and out of the layout. */
export const restDone = style({ display: 'contents' });

/** The header's links and create action side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
