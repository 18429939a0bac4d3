import { style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space } from '../contract.css';

/** A centred dialog's box. */
export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  width: '100%',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  padding: space.xl,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.xl,
  boxShadow: shadow.lg,
});

export const small = style({ maxWidth: '28rem' });
export const medium = style({ maxWidth: '36rem' });
export const large = style({ maxWidth: '48rem' });

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space.md });

export const title = style({ fontSize: font.sizeXl, fontWeight: font.weightBold, lineHeight: font.lineTight, flex: 1 });

export const body = style({ color: color.text, lineHeight: font.lineNormal });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: space.sm });

export const alertIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  padding: space.sm,
  borderRadius: '50%',
  background: color.dangerSurface,
  color: color.dangerText,
});

/** The slide-over's full-height panel. */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(32rem, 100vw)',
  height: '100%',
  background: color.surfaceRaised,
  color: color.text,
  borderInlineStart: `1px solid ${color.border}`,
  boxShadow: shadow.lg,
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.md,
  padding: `${space.xl} ${space.xl} ${space.lg}`,
  borderBottom: `1px solid ${color.border}`,
});

export const sheetTitleBlock = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: space.xs });

export const sheetDescription = style({ fontSize: font.sizeSm, color: color.textMuted });

export const sheetBody = style({ flex: 1, overflow: 'auto', padding: space.xl });

export const sheetFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space.sm,
  padding: `${space.lg} ${space.xl}`,
  borderTop: `1px solid ${color.border}`,
  background: color.surfaceSunken,
});
