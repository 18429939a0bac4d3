// The label / description / error parts every field wrapper shares: React Aria's (RadioGroup,
// NumberField) and the shell of the native controls (TextField, TextArea, Select, SearchField).
import { useContext, useId, useState, type ReactNode } from 'react';
import { FieldError, FormValidationContext, Label, Text, type ValidationResult } from 'react-aria-components';
import * as field from '../recipes/field.css';
import { visuallyHidden } from '../recipes/a11y.css';
import { VisibleText } from './VisibleText';

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

/**
 * The asterisk of a required field, beside its label rather than inside it: the accessible name
 * stays the label alone ("Name", as operators' scripts ask for it), and screen readers hear
 * "required" from the control.
 */
export function WithRequiredMark({ isRequired, children }: { isRequired?: boolean; children: ReactNode }) {
  if (!isRequired) return children;
  return (
    <span className={field.labelRow}>
      {children}
      <span aria-hidden="true" className={field.requiredMark}>
        *
      </span>
    </span>
  );
}

/** A field label; marks required fields with an asterisk outside the accessible name. */
export function FieldLabel({ label, hideLabel, isRequired }: { label: string; hideLabel?: boolean; isRequired?: boolean }) {
  return (
    <WithRequiredMark isRequired={isRequired && !hideLabel}>
      <Label className={hideLabel ? visuallyHidden : field.label}>
        <VisibleText text={label} />
      </Label>
    </WithRequiredMark>
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

/**
 * The Form's `validationErrors[name]`, shown until the user changes the field (as React Aria's
 * own fields do); a new errors object from the Form shows them again.
 */
function useServerErrors(name: string | undefined) {
  const errors = useContext(FormValidationContext)[name ?? ''];
  const [dismissed, dismiss] = useState<unknown>(null);
  const shown = errors === undefined || dismissed === errors ? [] : ([] as string[]).concat(errors);
  return { shown, dismiss: () => dismiss(errors) };
}

/** What a native control needs from its field: ids, invalid state and the messages to show. */
export interface NativeFieldState {
  id: string;
  isInvalid: boolean;
  describedBy: string | undefined;
  /** The error text under the control ('' for none). */
  error: string;
  /** Hides the Form's server errors (call on change). */
  dismissErrors: () => void;
}

/** The field state of a native control named `name` inside a Form. */
export function useNativeField(
  props: Pick<FieldBaseProps, 'description' | 'errorMessage'> & { id?: string; name?: string; isInvalid?: boolean; browserError?: string | null },
): NativeFieldState {
  const generated = useId();
  const id = props.id ?? generated;
  const server = useServerErrors(props.name);
  const errors = props.browserError ? [props.browserError, ...server.shown] : server.shown;
  const isInvalid = !!props.isInvalid || errors.length > 0;
  const { errorMessage } = props;
  const validation = { isInvalid, validationErrors: errors, validationDetails: {} as ValidityState };
  const error = !isInvalid ? '' : typeof errorMessage === 'function' ? errorMessage(validation) : (errorMessage ?? errors.join(' '));
  const describedBy = [props.description ? `${id}-d` : '', error ? `${id}-e` : ''].join(' ').trim() || undefined;
  return { id, isInvalid, describedBy, error, dismissErrors: server.dismiss };
}

/** Label, control, description and error of a native control, wired by id. */
export function NativeField({ state, children, isRequired, label, hideLabel, description }: FieldBaseProps & { state: NativeFieldState; isRequired?: boolean; children: ReactNode }) {
  const { id } = state;
  return (
    <div className={field.field} data-invalid={state.isInvalid || undefined}>
      <WithRequiredMark isRequired={isRequired && !hideLabel}>
        <label id={`${id}-l`} htmlFor={id} className={hideLabel ? visuallyHidden : field.label}>
          <VisibleText text={label} />
        </label>
      </WithRequiredMark>
      {children}
      <FieldMessages state={state} description={description} />
    </div>
  );
}

/** The description and error under a native control, with the ids its aria-describedby names. */
export function FieldMessages({ state, description }: { state: NativeFieldState; description?: ReactNode }) {
  return (
    <>
      {description && (
        <span id={`${state.id}-d`} className={field.description}>
          {description}
        </span>
      )}
      {state.error && (
        <span id={`${state.id}-e`} className={field.error}>
          {state.error}
        </span>
      )}
    </>
  );
}
