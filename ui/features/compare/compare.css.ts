// Layout of the compare screen and the ready-to-remove report: settings and filters in rows, one
// card per flag or segment with its differences as a table, the report's table, the promote bar.
import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';
import { bottomBar } from '../../design/components/bottomBar.css';

import { list as stack } from '../../design/recipes/page.css';

export { bullets as list, controls as row, keyLine as key, list as stack, muted, section } from '../../design/recipes/page.css';

export const entries = style([stack, { listStyle: 'none', margin: 0, padding: 0 }]);

// An outlined raised panel: each entry, and the promote bar.
const panel = style({ padding: space.md, border: `1px solid ${color.border}`, borderRadius: radius.md, background: color.surfaceRaised });

export const entry = style([panel, { display: 'flex', flexDirection: 'column', gap: space.sm }]);

// Fixed columns (the first, naming what differs, the widest): words wrap whole and only a word
// longer than its column breaks; sized by content, a phone broke "staging" and "(none)" (issue 40.6).
export const table = style({ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: font.sizeSm });

export const cell = style({
  padding: `${space.xs} ${space.sm}`,
  borderTop: `1px solid ${color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'break-word',
  selectors: { '&:first-child': { width: '40%' } },
});

export const value = style([cell, { fontFamily: font.mono }]);

export const part = style({ display: 'flex', flexDirection: 'column', gap: space.xs, paddingLeft: space.lg });

/** The promote bar: what is chosen and the button, kept in view at the bottom while scrolling (toasts then show at the top). */
export const bar = style([bottomBar, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md }]);

/** Why a promote would refuse an entry, under its title. */
export const refused = style({ margin: 0, color: color.dangerText, fontSize: font.sizeSm });

export const call = style({ fontFamily: font.mono, fontSize: font.sizeXs, color: color.textMuted, overflowWrap: 'anywhere' });
