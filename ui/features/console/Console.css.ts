import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { card } from '../../design/recipes/card.css';
import { color, font, radius, space } from '../../design/contract.css';

export { visuallyHidden } from '../../design/recipes/a11y.css';

// A column of blocks with the page's spacing.
export { section as page } from '../../design/recipes/page.css';

export const columns = style({ display: 'grid', gap: space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))', alignItems: 'start' });

export const panel = style([card({ padding: 'md' }), { display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 }]);
globalStyle(`${panel} p`, { margin: 0 });

export const heading = style({ margin: 0, fontSize: font.sizeLg, fontWeight: font.weightBold });

export const subheading = style({ margin: 0, fontSize: font.sizeMd, fontWeight: font.weightBold });

/** A field with a button beside it (Entity ID and Regenerate). */
export const inline = style({ display: 'flex', alignItems: 'flex-end', gap: space.sm });
globalStyle(`${inline} > :first-child`, { flex: 1 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm });

export const muted = style({ color: color.textMuted });

export const code = style({
  margin: 0,
  padding: space.sm,
  background: color.surfaceSunken,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  fontFamily: font.mono,
  fontSize: font.sizeSm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A command block: its text and a copy button on one row. */
export const command = style({ display: 'flex', alignItems: 'flex-start', gap: space.xs });
globalStyle(`${command} > pre`, { flex: 1, minWidth: 0 });

export const error = style({ color: color.dangerText, fontWeight: font.weightMedium });

export const warning = style({
  padding: space.md,
  background: color.warningSurface,
  color: color.warningText,
  border: `1px solid ${color.warning}`,
  borderRadius: radius.md,
});

export const summary = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${space.xs} ${space.lg}`, margin: 0 });
globalStyle(`${summary} dt`, { color: color.textMuted });
globalStyle(`${summary} dd`, { margin: 0, fontFamily: font.mono, overflowWrap: 'anywhere' });

/** The explanation's steps: a size container, so a narrow panel stacks its constraint tables. */
const stepsFrame = createContainer('explanation-steps');

export const steps = style({ margin: 0, paddingLeft: space.lg, display: 'flex', flexDirection: 'column', gap: space.lg, containerName: stepsFrame, containerType: 'inline-size' });

export const step = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const yes = style({ color: color.successText, fontWeight: font.weightMedium });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.sizeSm });
globalStyle(`${table} th, ${table} td`, { padding: `${space.xs} ${space.sm}`, borderBottom: `1px solid ${color.border}`, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${table} td`, { fontFamily: font.mono, overflowWrap: 'anywhere' });

/**
 * Narrower than five readable columns (a phone, issue 29.8), each constraint is a block of
 * labelled lines instead: the labels are the header's, ExplanationStep's COLUMNS in order.
 */
const NARROW = `${stepsFrame} (max-width: 24rem)`;
const LABELS = ['Property', 'Operator', 'Value', 'Compared with', 'Result'];
const stacked = (rule: Parameters<typeof globalStyle>[1]) => ({ '@container': { [NARROW]: rule } });
globalStyle(`${table}, ${table} tbody, ${table} tr`, stacked({ display: 'block' }));
globalStyle(`${table} thead`, stacked({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' }));
globalStyle(`${table} tr`, stacked({ padding: `${space.xs} 0`, borderBottom: `1px solid ${color.border}` }));
globalStyle(`${table} td`, stacked({ display: 'flex', gap: space.sm, padding: `${space.xxs} 0`, borderBottom: 'none' }));
LABELS.forEach((label, at) =>
  globalStyle(`${table} td:nth-child(${at + 1})::before`, stacked({ content: `"${label}"`, flex: '0 0 7.5rem', fontFamily: font.body, color: color.textMuted })),
);

export const picked = style({ fontWeight: font.weightBold, color: color.accentText });
