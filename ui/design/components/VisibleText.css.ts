import { style } from '@vanilla-extract/css';
import { color, radius } from '../contract.css';

/** A hidden character's marker: set apart from the text it sits in, never reordered with it. */
export const marker = style({
  padding: '0 0.2em',
  borderRadius: radius.sm,
  background: color.warningSurface,
  color: color.warningText,
  fontSize: '0.8em',
  unicodeBidi: 'isolate',
});

/** The warning under a field whose text holds hidden characters. */
export const note = style({ display: 'block', color: color.warningText });
