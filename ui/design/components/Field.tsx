// The label / description / error parts every field wrapper shares.
import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { visuallyHidden } from '../recipes/a11y.css';

/** Props shared by every field wrapper. */
export interface FieldBaseProps {
  /** The visible (or, with hideLabel, screen-reader-only) label. Required by design. */
  label: string;
  /** Hide the label visually; screen readers still read it. */
  hideLabel?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** Overrides the validation message (otherwise the browser's or the Form's validationErrors). */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** A field label; marks required fields with an asterisk that screen readers skip (they hear "required"). */
export function FieldLabel({ label, hideLabel, isRequired }: { label: string; hideLabel?: boolean; isRequired?: boolean }) {
  return (
    <Label className={hideLabel ? visuallyHidden : field.label}>
      {label}
      {isRequired && !hideLabel && <span aria-hidden="true"> *</span>}
    </Label>
  );
}

/** Description and error message under a field's control. */
export function FieldHelp({ description, errorMessage }: Pick<FieldBaseProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </>
  );
}
