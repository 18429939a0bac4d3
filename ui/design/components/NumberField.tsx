// A native number input (React Aria's NumberField brings its number parser and formatter, ~5 kB
// gzip): the browser steps with the arrow keys and checks min/max/step on submit.
import { TextField, type TextFieldProps } from './TextField';

type Inherited = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'mono'>;

/** Props of NumberField: `value`/`defaultValue`/`onChange` carry numbers (NaN while empty). */
export interface NumberFieldProps extends Inherited {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  /** The arrow keys' step and the allowed granularity (default: any number, arrows step by 1). */
  step?: number;
}

const text = (n: number | undefined) => (n === undefined ? undefined : Number.isNaN(n) ? '' : String(n));

/** A labelled number input with description and error; ArrowUp/ArrowDown step within min and max. */
export function NumberField({ value, defaultValue, onChange, minValue, maxValue, step, ...props }: NumberFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      inputMode="decimal"
      min={minValue}
      max={maxValue}
      step={step ?? 'any'}
      value={text(value)}
      defaultValue={text(defaultValue)}
      onChange={(t) => onChange?.(t.trim() === '' ? NaN : Number(t))}
    />
  );
}
