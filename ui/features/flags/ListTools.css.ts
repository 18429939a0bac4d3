import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';
import { bottomBar } from '../../design/components/bottomBar.css';
import { badge } from '../../design/recipes/badge.css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

/**
 * The bulk actions: first in the list for the keyboard (right after the filters), shown after
 * the table and pager, kept at the bottom of the window while the rows scroll (issue 40.8).
 */
export const bulk = style([bottomBar, { order: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm }]);

export const select = style({ minWidth: '9rem' });

/** The evaluated filter's progress, read politely. */
export const counting = style({ alignSelf: 'center', color: color.textMuted, fontSize: font.sizeSm });

export const metadata = style({ display: 'flex', alignItems: 'flex-end', gap: space.xs, minWidth: '16rem' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  paddingInlineStart: space.sm,
  borderRadius: radius.full,
  border: `1px solid ${color.border}`,
  background: color.surfaceRaised,
  fontFamily: font.mono,
  fontSize: font.sizeSm,
});

export const noMatch = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.sm });

export const status = style({ margin: 0, fontWeight: font.weightBold });

/** A sentence of the bulk delete confirmation. */
export const confirmText = style({ margin: `0 0 ${space.sm}` });

/** The keys a bulk delete removes: a scrolling list (a keyboard stop, so it scrolls by keys too). */
export const keyList = style({
  maxHeight: '12rem',
  overflowY: 'auto',
  margin: 0,
  padding: `${space.xs} ${space.sm} ${space.xs} ${space.xl}`,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  fontFamily: font.mono,
  fontSize: font.sizeSm,
  overflowWrap: 'anywhere',
});

/** A disabled flag's rules or rollouts, under its switch (issue 40.9). */
export const targeting = style([badge({ tone: 'warning' }), { display: 'flex', width: 'fit-content', marginBlockStart: space.xxs }]);
