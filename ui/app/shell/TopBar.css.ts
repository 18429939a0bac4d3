import { style } from '@vanilla-extract/css';
import { color, font, radius, shadow, space, z } from '../../design/contract.css';

/** The top bar, in the server's colour when one is configured (topbarVars). */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: z.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minHeight: '3.5rem',
  padding: `${space.sm} ${space.lg}`,
  background: color.topbar,
  color: color.onTopbar,
});

/**
 * Wraps controls drawn on the top bar itself: the quiet-button text, hover and focus-ring roles
 * are re-pointed to the top bar's text colour. Panels opening from them stay outside this scope.
 */
export const onTopbar = style({
  display: 'inline-flex',
  vars: {
    [color.text]: color.onTopbar,
    [color.focusRing]: color.onTopbar,
    [color.surfaceHover]: `color-mix(in srgb, ${color.onTopbar} 16%, transparent)`,
  },
});

export const menuButton = style({ display: 'inline-flex', '@media': { '(min-width: 768px)': { display: 'none' } } });

export const label = style({ fontWeight: font.weightBold, fontSize: font.sizeMd });

/** The breadcrumb: takes the free width, one line, cut with an ellipsis; phones keep the last step. */
export const crumbs = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: font.sizeSm,
  color: color.onTopbar,
});

export const crumb = style({ '@media': { '(max-width: 639.98px)': { display: 'none' } } });

/** The first step (the namespace): on a phone at most half the bar, cut with an ellipsis. */
export const first = style({
  '@media': { '(max-width: 639.98px)': { display: 'inline-block', maxWidth: '50%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' } },
});

export const current = style({ color: color.onTopbar, fontWeight: font.weightMedium });

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const bell = style({ position: 'relative', display: 'inline-flex' });

export const dot = style({
  position: 'absolute',
  top: '0.2rem',
  right: '0.2rem',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: radius.full,
  background: color.danger,
  boxShadow: `0 0 0 2px ${color.topbar}`,
  pointerEvents: 'none',
});

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 0.5rem)',
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  width: 'min(20rem, calc(100vw - 2rem))',
  padding: space.lg,
  background: color.surfaceRaised,
  color: color.text,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.md,
  zIndex: z.popover,
  outline: 'none',
});

export const panelTitle = style({ fontSize: font.sizeLg, fontWeight: font.weightBold });

export const panelActions = style({ display: 'flex', gap: space.sm, marginTop: space.sm });

export const avatar = style({ width: '1.75rem', height: '1.75rem', borderRadius: radius.full, objectFit: 'cover' });


export const userName = style({ color: color.text, fontWeight: font.weightBold, fontSize: font.sizeMd });

export const notices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.sm });

export const notice = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.xs, overflowWrap: 'anywhere' });
