// Form fields: label, control, description and error, stacked.
import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';
import { focusRing, interactiveTransition } from './focus';

/** The field wrapper (TextField, Select, RadioGroup…). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 0,
});

/** The visible label. */
export const label = style({
  fontSize: font.sizeMd,
  fontWeight: font.weightMedium,
  color: color.text,
});

/** The label and, for a required field, its asterisk on one line. */
export const labelRow = style({ display: 'flex', alignItems: 'baseline', gap: '0.25em' });

/** The asterisk of a required field (outside the label, so not part of the field's name). */
export const requiredMark = style({ fontSize: font.sizeMd, fontWeight: font.weightMedium, color: color.text });

/** Help text under the control. */
export const description = style({ fontSize: font.sizeSm, color: color.textMuted });

/** Validation message under the control. */
export const error = style({ fontSize: font.sizeSm, color: color.dangerText, fontWeight: font.weightMedium });

/** A text-like control: input, textarea, select. Its states come with `nativeControl`. */
export const control = style({
  ...interactiveTransition,
  width: '100%',
  minHeight: '2.25rem',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.md,
  background: color.surface,
  color: color.text,
  fontSize: font.sizeMd,
  lineHeight: font.lineTight,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: color.textMuted, opacity: 1 },
    '&[readonly]': { background: color.surfaceSunken },
  },
});

/** The states of a native control from the browser's pseudo-classes. Use with `control`. */
export const nativeControl = style({
  selectors: {
    '&:hover:not(:disabled)': { borderColor: color.text },
    '&:focus': { borderColor: color.focusRing, boxShadow: `0 0 0 1px ${color.focusRing}` },
    '&:focus-visible': focusRing,
    '&[aria-invalid]': { borderColor: color.dangerText, boxShadow: `0 0 0 1px ${color.dangerText}` },
    '&:disabled': { background: color.surfaceSunken, color: color.textMuted, cursor: 'not-allowed', opacity: 1 },
  },
});

/** Monospace text for keys and JSON. */
export const mono = style({ fontFamily: font.mono });

/** A textarea grows vertically only. */
export const textarea = style({ resize: 'vertical', minHeight: '5rem', lineHeight: font.lineNormal });

/** The states of a React Aria control (Select's button) from its data attributes. Use with `control`. */
export const ariaControl = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: color.text },
    '&[data-focused], &[data-pressed]': { borderColor: color.focusRing, boxShadow: `0 0 0 1px ${color.focusRing}` },
    '&[data-focus-visible]': focusRing,
    '[data-invalid] > &': { borderColor: color.dangerText, boxShadow: `0 0 0 1px ${color.dangerText}` },
    '&[data-disabled]': { background: color.surfaceSunken, color: color.textMuted, cursor: 'not-allowed' },
  },
});
