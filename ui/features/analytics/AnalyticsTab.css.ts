import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

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
