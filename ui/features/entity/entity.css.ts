// Layout of the flag and segment pages: a header (title, created time, actions), then the form.
import { style } from '@vanilla-extract/css';
import { color, font, space } from '../../design/contract.css';

export { section, header, heading, description } from '../../design/recipes/page.css';

export const created = style({ margin: `${space.xs} 0 0`, color: color.textMuted, fontSize: font.sizeSm });

/** The form column: fields keep a readable width. */
export const form = style({ maxWidth: '40rem' });

/** The key field with its copy button beside the input (label above and help below are about the same height). */
export const keyRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: space.sm });

export const actions = style({ display: 'flex', gap: space.sm });

/** Stacked content in a dialog body. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.md, margin: 0 });

export const prompt = style({ margin: 0 });
