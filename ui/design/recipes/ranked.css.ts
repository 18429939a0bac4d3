// Styles shared by the rules and rollouts tabs (features/ordering, rules, rollouts): the sortable
// list, the cards and their summaries.
import { createVar, style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space } from '../contract.css';
import { card as cardRecipe } from './card.css';
import { focusRing } from './focus';

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: space.md });

export const item = style({
  borderRadius: radius.lg,
  selectors: { '&[data-dragging]': { boxShadow: shadow.md, outline: `2px solid ${color.accent}`, position: 'relative', zIndex: 1 } },
});

export const handle = style({
  display: 'inline-flex',
  padding: space.xs,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:hover': { background: color.surfaceHover, color: color.text },
    '&:focus-visible': focusRing,
    '[data-dragging] &': { cursor: 'grabbing' },
  },
});

/** A rule, rollout or default card: the card recipe with its parts stacked. */
export const card = style([cardRecipe(), { display: 'flex', flexDirection: 'column', gap: space.md }]);

/** Handle, title and menu on one line however narrow (issue 29.8): the title wraps, never the menu. */
export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const cardTitle = style({ minWidth: 0, overflowWrap: 'anywhere', fontSize: font.sizeLg, fontWeight: font.weightBold, marginRight: 'auto' });

/** Secondary text: notes, terms of a summary, the operator between segments. */
export const muted = style({ color: color.textMuted });

/** A summary as a two-column list of terms and values. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${space.xs} ${space.lg}` });

export const value = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs, minWidth: 0 });

export const code = style({ fontFamily: font.mono, fontSize: font.sizeSm, overflowWrap: 'anywhere' });

export const share = createVar();

export const bars = style({ display: 'grid', gridTemplateColumns: 'minmax(4rem, max-content) 1fr 4rem', alignItems: 'center', gap: `${space.xs} ${space.sm}`, width: '100%' });

export const bar = style({ height: '0.5rem', borderRadius: radius.full, background: color.surfaceSunken, overflow: 'hidden' });

export const fill = style({ display: 'block', height: '100%', width: share, background: color.accent });

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space.lg, border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: space.sm, flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: space.xs, fontWeight: font.weightMedium });

export const actions = style({ display: 'flex', gap: space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const range = style({ flex: '1 1 10rem', accentColor: color.accent, selectors: { '&:focus-visible': focusRing } });

export const shares = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: space.md });

export const narrow = style({ width: '7rem' });
