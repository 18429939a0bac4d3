// The Value input the type and operator call for (SPEC §4): none for operators without a value,
// the list input for 'is one of', date + time for DateTime, a number or a text otherwise.
import { Link, TextField } from '../../design/components';
import { paths } from '../../lib/paths';
import type { TimeMode } from '../../lib/time';
import type { ConstraintValues } from './form';
import { MultiValueInput } from './MultiValueInput';
import { DATETIME, NUMBER, takesList, takesValue } from './operators';
import * as styles from './constraints.css';

/** Props of ValueField. */
export interface ValueFieldProps {
  values: ConstraintValues;
  /** The value's message, when it should show. */
  error?: string;
  mode: TimeMode;
  change: (field: 'value' | 'date' | 'time') => (text: string) => void;
  /** Whether the number or date input holds text it cannot read. */
  badInput: (bad: boolean) => void;
  touch: () => void;
}

/** The value input, or nothing when the operator takes no value. */
export function ValueField({ values, error, mode, change, badInput, touch }: ValueFieldProps) {
  const { type, operator } = values;
  const numeric = type === NUMBER;
  const shared = { onBlur: touch, isInvalid: !!error, errorMessage: error };
  if (!takesValue(operator)) return null;
  if (takesList(operator)) return <MultiValueInput value={values.value} onChange={change('value')} numeric={numeric} {...shared} />;
  if (type !== DATETIME) {
    return (
      <TextField
        label="Value"
        isRequired
        type={numeric ? 'number' : 'text'}
        step={numeric ? 'any' : undefined}
        placeholder={numeric ? 'Eg: 200' : 'Eg: Any text'}
        value={values.value}
        onChange={change('value')}
        onBadInput={numeric ? badInput : undefined}
        {...shared}
      />
    );
  }
  return (
    <div className={styles.pair}>
      <TextField label="Date" type="date" isRequired value={values.date} onChange={change('date')} onBadInput={badInput} {...shared} />
      <TextField
        label="Time"
        type="time"
        description={
          <>
            {/* Flipt's "UTC"/"Local" hint, a link to the setting that chooses it. */}
            Optional (00:00 when empty). Time zone: <Link href={paths.settings()}>{mode === 'utc' ? 'UTC' : 'Local'}</Link>
          </>
        }
        value={values.time}
        onChange={change('time')}
        onBlur={touch}
      />
    </div>
  );
}
