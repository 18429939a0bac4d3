import { keyframes, style } from '@vanilla-extract/css';
import { color, font, motion, radius, shadow, space, z } from '../../design/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: z.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `12vh ${space.lg} ${space.lg}`,
  background: color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${motion.fast}` } },
});

export const modal = style({
  width: '100%',
  maxWidth: '36rem',
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.xl,
  boxShadow: shadow.lg,
  overflow: 'hidden',
  outline: 'none',
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

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
