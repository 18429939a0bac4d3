import { style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space } from '../../design/contract.css';

/** The backdrop's layout: the palette sits high, centred (overlay.backdrop draws the rest). */
export const backdrop = style({ alignItems: 'flex-start', justifyContent: 'center', padding: `12vh ${space.lg} ${space.lg}` });

export const modal = style({
  width: '100%',
  maxWidth: '36rem',
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.xl,
  boxShadow: shadow.lg,
  overflow: 'hidden',
});

export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.lg}`,
  borderBottom: `1px solid ${color.border}`,
  color: color.textMuted,
});

export const crumb = style({
  flexShrink: 0,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.sm,
  background: color.accentSurface,
  color: color.accentText,
  fontSize: font.sizeSm,
  fontWeight: font.weightMedium,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${space.md} 0`,
  border: 'none',
  background: 'transparent',
  color: color.text,
  fontSize: font.sizeLg,
  outline: 'none',
  selectors: { '&::placeholder': { color: color.textMuted, opacity: 1 } },
});

export const list = style({ maxHeight: '24rem', overflowY: 'auto', padding: space.xs, outline: 'none' });

export const group = style({
  padding: `${space.xs} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${color.border}` } },
});

export const option = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: color.selected, outline: `2px solid ${color.focusRing}`, outlineOffset: '-2px' } },
});

export const label = style({ fontWeight: font.weightMedium, whiteSpace: 'nowrap' });

export const description = style({
  color: color.textMuted,
  fontSize: font.sizeSm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({ padding: `${space.xl} ${space.lg}`, textAlign: 'center', color: color.textMuted });

export const footer = style({
  display: 'flex',
  gap: space.lg,
  padding: `${space.sm} ${space.lg}`,
  borderTop: `1px solid ${color.border}`,
  background: color.surfaceSunken,
  color: color.textMuted,
  fontSize: font.sizeXs,
});
