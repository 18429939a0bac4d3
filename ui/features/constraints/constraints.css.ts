import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';

/** Edit | Delete: text links that are buttons (they act, they do not navigate). */
export const actions = style({ display: 'flex', alignItems: 'center', gap: space.xs, whiteSpace: 'nowrap', color: color.textMuted });

export const textButton = style({
  minHeight: '1.5rem',
  padding: `0 ${space.xxs}`,
  border: 0,
  background: 'none',
  color: color.accentText,
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs });

export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: '1.5rem',
  padding: `0 ${space.sm}`,
  borderRadius: radius.full,
  background: color.accentSurface,
  color: color.accentText,
  fontFamily: font.mono,
  fontSize: font.sizeSm,
  wordBreak: 'break-all',
});

export const chipRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginInlineEnd: `calc(-1 * ${space.sm})`,
  padding: 0,
  border: 0,
  borderRadius: radius.full,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: color.surfaceHover } },
});

/** Entry field and Add button side by side, the button level with the input under the label. */
export const entry = style({ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: space.sm, alignItems: 'start' });

export const entryButton = style({ marginTop: `calc(${font.sizeMd} * ${font.lineNormal} + ${space.xs})` });

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: space.md });
