import { style } from '@vanilla-extract/css';
import { color, font, radius } from '../contract.css';

/** A hidden character's marker: set apart from the text it sits in, never reordered with it. */
export const marker = style({
  margin: '0 0.1em',
  padding: '0 0.2em',
  borderRadius: radius.sm,
  background: color.warningSurface,
  color: color.warningText,
  fontFamily: font.mono,
  fontSize: '0.8em',
  fontWeight: font.weightNormal,
  lineHeight: font.lineTight,
  whiteSpace: 'nowrap',
  unicodeBidi: 'isolate',
  direction: 'ltr',
});

/** The warning under a field whose text holds hidden characters. */
export const note = style({ display: 'block', color: color.warningText, fontWeight: font.weightMedium });
