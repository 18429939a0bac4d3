// Layout of the flag and segment pages: a header (title, created time, actions), then the form.
import { style } from '@vanilla-extract/css';
import { space } from '../../design/contract.css';

export { list as stack, section } from '../../design/recipes/page.css';

/** The form column: fields keep a readable width. */
export const form = style({ maxWidth: '40rem' });

/** The key field with its copy button beside the input (label above and help below are about the same height). */
export const keyRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: space.sm });

export const actions = style({ display: 'flex', gap: space.sm });
