// Layout of the copy, export and import screens: stacked parts, the plan list and the progress bar.
import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';

export { bullets as list, list as stack, muted, section } from '../../design/recipes/page.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

/** The plan: one line per flag or segment, its action as a badge. */
export const plan = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.xs });

export const planItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space.sm });

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm });

/** The changes or reasons under a plan line. */
export const details = style({ flexBasis: '100%', margin: 0, paddingLeft: space.xl, color: color.textMuted, fontSize: font.sizeSm });

export const progress = style({ width: '100%', height: space.sm, accentColor: color.accent });

/** What stopped a run and what it had done: an outlined panel. */
export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surfaceSunken,
});

/** A group of the import preview (the file, segments, flags): its title and counts. */
export const groupTitle = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space.sm, fontSize: font.sizeMd, fontWeight: font.weightBold });

export const groupCounts = style({ color: color.textMuted, fontWeight: font.weightNormal, fontSize: font.sizeSm });

/** The folded unchanged lines of a group: a disclosure that opens their list. */
export const fold = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

export const foldSummary = style({ color: color.textMuted, cursor: 'pointer', selectors: { '[open] > &': { marginBottom: space.xs } } });

/** The Import action: kept in view at the window's bottom while the preview above it scrolls. */
export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  padding: `${space.sm} 0`,
  borderTop: `1px solid ${color.border}`,
  background: color.surface,
});
