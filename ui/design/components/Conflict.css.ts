import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';

export const intro = style({ margin: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.sizeSm });

export const cell = style({
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const clash = style({ background: color.warningSurface, color: color.warningText });

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: space.md,
  padding: space.md,
  borderRadius: radius.md,
  background: color.warningSurface,
  color: color.warningText,
});

export const bannerText = style({ margin: 0 });

export const bannerActions = style({ display: 'flex', gap: space.sm });
