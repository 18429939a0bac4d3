import { style } from '@vanilla-extract/css';
import { space } from '../contract.css';

/** The Format button sits at the right end of the label row. */
export const editor = style({ position: 'relative' });

/** With a hidden label there is no label row: the button goes under the textarea. */
export const editorHiddenLabel = style({ display: 'flex', flexDirection: 'column' });

export const tools = style({
  display: 'flex',
  gap: space.xs,
  justifyContent: 'flex-end',
  selectors: { [`${editor} > &`]: { position: 'absolute', top: '-0.25rem', right: 0 } },
});
