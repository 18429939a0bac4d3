import { useRef, type FormEvent, type FormHTMLAttributes, type Ref } from 'react';
import { FormContext, FormValidationContext, Provider } from 'react-aria-components';
import * as styles from './Form.css';

/** Props of Form: `validationErrors` (field name → messages), `onSubmit`, `id` (for footer submit buttons). */
export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'className' | 'style'> {
  /** Server errors by field name, shown under each field until the user changes it. */
  validationErrors?: Record<string, string | string[]>;
  /** "native" (default): the browser checks constraints and fields show its messages; "aria": the form's code decides. */
  validationBehavior?: 'native' | 'aria';
  ref?: Ref<HTMLFormElement>;
}

const NONE = {};

/**
 * A form whose fields show `validationErrors` next to themselves; fields stack with even spacing.
 * The fields' own and React Aria's contexts both carry the errors and the validation behaviour.
 */
export function Form({ validationErrors = NONE, validationBehavior = 'native', ...props }: FormProps) {
  const focusing = useRef(false);
  // A submit with failed constraints fires `invalid` on each such field in order: focus the first.
  const onInvalid = (e: FormEvent<HTMLFormElement>) => {
    if (focusing.current) return;
    focusing.current = true;
    (e.target as HTMLElement).focus();
    queueMicrotask(() => (focusing.current = false));
  };
  return (
    <Provider
      values={[
        [FormContext, { validationBehavior }],
        [FormValidationContext, validationErrors],
      ]}
    >
      <form noValidate={validationBehavior === 'aria'} onInvalidCapture={onInvalid} {...props} className={styles.form} />
    </Provider>
  );
}

/** A form-level error (one no field owns, e.g. a server refusal), announced when it appears. */
export function FormError({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.formError}>
      {children}
    </p>
  );
}
