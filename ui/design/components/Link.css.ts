import { style } from '@vanilla-extract/css';
import { color } from '../contract.css';
import { focusRing } from '../recipes/focus';

export const link = style({
  color: color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: '2px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible, &[data-focus-visible]': focusRing,
    '&[aria-disabled]': { color: color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

export const subtle = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const externalMark = style({ display: 'inline-block', marginInlineStart: '0.25em', verticalAlign: '-0.1em' });

/** A destructive text action ("Delete"). */
export const danger = style({ color: color.dangerText });

/** A row action that cannot be taken here, shown as muted text. */
export const inactive = style({ color: color.textMuted, cursor: 'not-allowed' });
