import { style } from '@vanilla-extract/css';
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

export const chevron = style({ display: 'flex', color: color.textMuted, flexShrink: 0 });

/** The listbox is at least as wide as its button. */
export const listbox = style({ minWidth: 'var(--trigger-width)' });

/** The check beside the chosen option (space kept on the others so labels line up). */
export const check = style({ display: 'flex', width: '1rem', visibility: 'hidden', selectors: { '[data-selected] > &': { visibility: 'visible' } } });
