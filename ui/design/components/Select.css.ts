import { globalStyle, style } from '@vanilla-extract/css';
import { color } from '../contract.css';

/** The chosen option's label (or the placeholder), cut with an ellipsis. */
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: color.textMuted } },
});

/** A placeholder drawn from its data-placeholder attribute, so that it is no text of the button. */
export const drawnPlaceholder = style({ selectors: { '&::before': { content: 'attr(data-placeholder)' } } });

export const chevron = style({ display: 'flex', color: color.textMuted, flexShrink: 0 });

/** The listbox is at least as wide as its button. */
export const listbox = style({ minWidth: 'var(--trigger-width)' });

/** The check beside the chosen option (space kept on the others so labels line up). */
export const check = style({ display: 'flex', width: '1rem', visibility: 'hidden', selectors: { '[data-selected] > &': { visibility: 'visible' } } });

/** A native select: the platform's arrow replaced by a chevron drawn in the text colour. */
export const native = style({
  appearance: 'none',
  paddingInlineEnd: '2rem',
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 1.1rem) 50%, calc(100% - 0.8rem) 50%',
  backgroundSize: '0.3rem 0.3rem',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
});

// The chosen option shown in the button carries the option's check too; it would take a line of
// its own above the text (a flex box in inline content), pushing the text below centre (issue 29.13).
globalStyle(`${value} > ${check}`, { display: 'none' });
