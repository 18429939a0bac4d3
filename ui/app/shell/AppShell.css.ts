import { globalStyle, style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space, z } from '../../design/contract.css';
import { focusRing } from '../../design/recipes/focus';

const WIDE = '(min-width: 768px)';

export const root = style({ display: 'flex', minHeight: '100vh' });

/** Fixed 16rem sidebar on md and wider; the slide-over replaces it below. */
export const sidebar = style({
  display: 'none',
  '@media': {
    [WIDE]: {
      display: 'block',
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      width: '16rem',
      borderInlineEnd: `1px solid ${color.border}`,
      zIndex: z.sidebar,
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  '@media': { [WIDE]: { paddingInlineStart: '16rem' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: `${space.xl} ${space.lg}`,
  outline: 'none',
  // Focus rests here only while a page renders its heading (pageStart): no ring around the page.
  selectors: { '&:focus-visible': { outline: 'none' } },
  '@media': { [WIDE]: { padding: `${space.xl} ${space.xxl}` } },
});

// The heading focus lands on after a navigation (pageStart): a ring only after a key.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });
globalStyle(`${main} h1[data-focus-ring]:focus`, focusRing);

export const skipLink = style({
  position: 'fixed',
  top: space.sm,
  insetInlineStart: space.sm,
  zIndex: z.tooltip,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.md,
  background: color.surfaceRaised,
  color: color.accentText,
  fontWeight: font.weightMedium,
  boxShadow: shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const drawer = style({
  position: 'relative',
  width: 'min(18rem, 85vw)',
  height: '100%',
  boxShadow: shadow.lg,
  outline: 'none',
});

export const drawerDialog = style({ height: '100%', outline: 'none' });

export const drawerClose = style({ position: 'absolute', top: space.md, insetInlineEnd: space.sm });

// The sticky top bar (3.5rem) never covers what keyboard focus or an anchor scrolls to (issue 16.3).
globalStyle('html', { scrollPaddingTop: '4.5rem' });
