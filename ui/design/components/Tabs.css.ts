import { style } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';
import { focusRing } from '../recipes/focus';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const list = style({ display: 'flex', gap: space.lg, borderBottom: `1px solid ${color.border}`, overflowX: 'auto' });

export const tab = style({
  padding: `${space.sm} ${space.xxs}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: color.textMuted,
  fontWeight: font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: color.text, borderBottomColor: color.borderStrong },
    '&[data-selected]': { color: color.accentText, borderBottomColor: color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
