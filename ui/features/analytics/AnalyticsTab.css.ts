import { style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space } from '../../design/contract.css';
import { focusRing } from '../../design/recipes/focus';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

export const muted = style({ margin: 0, color: color.textMuted, fontSize: font.sizeSm });

export const summary = style({ margin: 0 });

export const total = style({ fontSize: font.sizeXxl, fontWeight: font.weightBold });

/** Holds the chart and the empty-window message over it (with the card recipe). */
export const frame = style({ position: 'relative' });

export const chart = style({ display: 'block', width: '100%', height: 'auto', fontSize: 11 });

export const grid = style({ stroke: color.border });

export const axis = style({ stroke: color.borderStrong });

export const tick = style({ fill: color.textMuted });

export const title = style({ fill: color.textMuted, fontWeight: font.weightMedium });

export const area = style({ fill: color.accent, fillOpacity: 0.15 });

export const line = style({ fill: 'none', stroke: color.accent, strokeWidth: 2, strokeLinejoin: 'round' });

export const empty = style({
  position: 'absolute',
  inset: '40% 0 auto',
  margin: 0,
  textAlign: 'center',
  color: color.textMuted,
});

/** The drawing with the slider and tooltip laid over it. */
export const plot = style({ position: 'relative' });

/** The layer over the chart that reads one point at a time (hover, or focus and the arrow keys). */
export const scrubber = style({ position: 'absolute', inset: 0, borderRadius: radius.md, selectors: { '&:focus-visible': focusRing } });

export const marker = style({ fill: color.surfaceRaised, stroke: color.accent, strokeWidth: 2 });

/** Above its point; CountsChart slides it left in step with the point so it stays inside the chart. */
export const tooltip = style({
  position: 'absolute',
  marginTop: `calc(-1 * ${space.sm})`,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.sm,
  border: `1px solid ${color.border}`,
  background: color.surfaceRaised,
  color: color.text,
  boxShadow: shadow.md,
  fontSize: font.sizeSm,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
