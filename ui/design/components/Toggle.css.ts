// Switch, Checkbox and Radio share one look for their clickable label and indicator.
import { globalStyle, style } from '@vanilla-extract/css';
import { color, font, motion, radius, space } from '../contract.css';
import { focusRing } from '../recipes/focus';

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: color.text,
  fontSize: font.sizeMd,
  cursor: 'pointer',
  position: 'relative',
  selectors: { '&[data-disabled]': { color: color.textMuted, cursor: 'not-allowed' } },
});

// The native input sits in a span spread invisibly over the whole control: it is the hit target
// of a pointer (or a browser-automation click, as in Flipt's suite), and the label's look is
// unchanged.
globalStyle(`${button} > span:has(> input)`, {
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  zIndex: 1,
});
globalStyle(`${button} > span:has(> input) > input`, { width: '100%', height: '100%', margin: 0, cursor: 'inherit' });

export const track = style({
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  padding: '2px',
  borderRadius: radius.full,
  background: color.borderStrong,
  transition: `background-color ${motion.fast}`,
  selectors: {
    [`${button}[data-selected] &`]: { background: color.accent },
    [`${button}[data-focus-visible] &, ${button}:has(input:focus-visible) &, ${button}:has(select:focus-visible) &`]: focusRing,
    [`${button}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  background: color.surface,
  transition: `transform ${motion.fast}`,
  selectors: { [`${button}[data-selected] &`]: { transform: 'translateX(1rem)', background: color.onAccent } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  border: `2px solid ${color.borderStrong}`,
  borderRadius: radius.sm,
  background: color.surface,
  color: color.onAccent,
  selectors: {
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: { background: color.accent, borderColor: color.accent },
    [`${button}[data-focus-visible] &, ${button}:has(input:focus-visible) &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: color.dangerText },
    [`${button}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const radio = style([box, {
  borderRadius: '50%',
  selectors: { [`${button}[data-selected] &`]: { background: color.surface, borderColor: color.accent, borderWidth: '5px' } },
}]);


export const options = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const optionsRow = style({ flexDirection: 'row', flexWrap: 'wrap', gap: space.lg });

/** A switch's label with its detail line under it. */
export const labelText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });
