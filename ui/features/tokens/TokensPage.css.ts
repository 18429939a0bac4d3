import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';

export { list, muted } from '../../design/recipes/page.css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: color.selected,
  fontWeight: font.weightMedium,
});


export const dialogText = style({ margin: `0 0 ${space.sm}` });

export const secret = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  background: color.surfaceSunken,
  border: `1px solid ${color.border}`,
});

export const token = style({
  flex: 1,
  margin: 0,
  fontFamily: font.mono,
  fontSize: font.sizeSm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});
