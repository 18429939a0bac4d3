// The flag page's note about a disabled flag's targeting (TargetingNote).
import { style } from '@vanilla-extract/css';
import { color, radius, space } from '../../design/contract.css';

export const note = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${color.warning}`,
  borderRadius: radius.md,
  background: color.warningSurface,
  color: color.warningText,
});
