import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';
import { focusRing } from '../../design/recipes/focus';

/** A standalone error screen (no shell around it). */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xl,
  minHeight: '100vh',
  padding: space.xl,
  textAlign: 'center',
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  maxWidth: '36rem',
  marginInline: 'auto',
  paddingBlock: space.xxl,
});

export const code = style({ color: color.accentText, fontWeight: font.weightBold, fontSize: font.sizeLg, margin: 0 });

export const title = style({ fontSize: '2.25rem', margin: 0 });

export const lead = style({ color: color.textMuted, fontSize: font.sizeLg, margin: 0 });

export const message = style({
  maxWidth: '40rem',
  margin: 0,
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.md,
  background: color.dangerSurface,
  color: color.dangerText,
  fontFamily: font.mono,
  fontSize: font.sizeSm,
  overflowWrap: 'anywhere',
});

export const heading = style({ fontSize: font.sizeSm, textTransform: 'uppercase', letterSpacing: '0.05em', color: color.textMuted });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlock: `1px solid ${color.border}`,
});

export const linkItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  paddingBlock: space.md,
  selectors: { '& + &': { borderTop: `1px solid ${color.border}` } },
});

export const description = style({ color: color.textMuted, fontSize: font.sizeSm, margin: 0 });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  color: color.accentText,
  fontWeight: font.weightMedium,
  borderRadius: radius.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecoration: 'underline' } },
});
