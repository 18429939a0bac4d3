import { style } from '@vanilla-extract/css';
import { color, font, space } from '../contract.css';
import { focusRing } from '../recipes/focus';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const list = style({
  display: 'flex',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${color.border}`,
  overflowX: 'auto',
});

export const item = style({ display: 'flex' });

const selectedTab = { color: color.accentText, borderBottomColor: color.accent } as const;

/** Route tabs are links, tablist tabs are buttons; a disabled route tab is a link without href. */
export const tab = style({
  padding: `${space.sm} ${space.xxs}`,
  marginBottom: '-1px',
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: color.textMuted,
  font: 'inherit',
  fontWeight: font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: color.text, borderBottomColor: color.borderStrong },
    '&[aria-current="page"], &[aria-selected="true"]': selectedTab,
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&:focus-visible': focusRing } });
