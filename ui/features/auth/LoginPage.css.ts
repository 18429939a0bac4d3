import { globalStyle, style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space } from '../../design/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.xl,
  background: color.surfaceSunken,
});

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.lg,
  padding: space.xxl,
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderRadius: radius.xl,
  boxShadow: shadow.md,
  textAlign: 'center',
});

export const tile = style({ fill: color.accent });

export const stroke = style({ stroke: color.onAccent });

export const title = style({ margin: 0, fontSize: font.sizeXxl, fontWeight: font.weightBold });

export const providers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

globalStyle(`${providers} > li > *`, { width: '100%' });

export const text = style({ margin: 0, color: color.textMuted, lineHeight: font.lineNormal });
