import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css';

/** Props of Form: `validationErrors` (field name → messages), `onSubmit`, `id` (for footer submit buttons). */
export type FormProps = Omit<RACFormProps, 'className' | 'style'>;

/** A form whose fields show `validationErrors` next to themselves; fields stack with even spacing. */
export function Form(props: FormProps) {
  return <RACForm {...props} className={styles.form} />;
}
