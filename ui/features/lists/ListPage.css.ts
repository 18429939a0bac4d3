import { style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space, z } from '../../design/contract.css';

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

/** At most `lines` lines, the last cut with an ellipsis (a 10,000-character name stays two lines). */
const clamp = (lines: number) => ({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' }) as const;

/**
 * A key on at most two lines, broken anywhere (keys have no spaces), cut with an ellipsis (the
 * full key in its title); focusing the row's link shows all of it.
 */
export const key = style({
  ...clamp(2),
  overflowWrap: 'anywhere',
  fontFamily: font.mono,
  fontSize: font.sizeSm,
  selectors: { 'a:focus-visible > &': { display: 'block', WebkitLineClamp: 'none' } },
});

/** A relative time on one line ("3 days ago"). */
export const time = style({ whiteSpace: 'nowrap' });

/** A name on at most two lines, wrapping between words and inside a word too long for the column. */
export const name = style({ ...clamp(2), overflowWrap: 'anywhere' });

/** A short value on one line, cut with an ellipsis (a variant key as the fallback). */
export const short = style({ display: 'inline-block', maxWidth: '100%', verticalAlign: 'bottom', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The "loading the rest" line above a list shown from its first page. */
export const rest = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm, color: color.textMuted, fontSize: font.sizeSm });

/** The status sentence of that line, its spinner beside it. */
export const restText = style({ display: 'flex', alignItems: 'center', gap: space.sm, margin: 0 });

/** The same line once the list is complete: its status region empty and out of the layout. */
export const restDone = style({ display: 'contents' });

/** The header's links and create action side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

/**
 * The place of the "new rows" cue (issue 40.3): no height of its own, so the table does not move
 * when it comes; it stays below the top bar while the list scrolls.
 */
export const cue = style({
  position: 'sticky',
  top: `calc(3.5rem + ${space.lg})`,
  zIndex: z.sticky,
  height: 0,
  marginBlockEnd: `calc(-1 * ${space.md})`,
  display: 'flex',
  justifyContent: 'center',
});

/** The cue itself, over the table's top edge. */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  height: 'fit-content',
  transform: 'translateY(-50%)',
  padding: `${space.xxs} ${space.xxs} ${space.xxs} ${space.md}`,
  border: `1px solid ${color.accent}`,
  borderRadius: radius.full,
  background: color.surfaceRaised,
  boxShadow: shadow.md,
  fontSize: font.sizeSm,
});
