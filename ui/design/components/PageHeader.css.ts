import { style } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.lg });

/** The title and its lines: takes the width the action leaves, and gives it up rather than overflow. */
export const text = style({ flex: '1 1 20rem', minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' });

export const title = style({ margin: 0, fontSize: font.sizeXxl, fontWeight: font.weightBold, lineHeight: font.lineTight, overflowWrap: 'anywhere', maxWidth: '100%' });

/** A title on at most two lines, cut with an ellipsis. */
export const clamped = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' });

export const lead = style({ margin: `${space.xs} 0 0`, color: color.textMuted, maxWidth: '42rem' });
