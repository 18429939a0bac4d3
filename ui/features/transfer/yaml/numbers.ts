// Numbers as `flipt export` prints them: Go's shortest 'g' formatting (strconv.FormatFloat with
// precision -1), which switches to an exponent below 1e-4 and from 1e6 on (`1e+06`).

/** A float64 the way Go's FormatFloat(x, 'g', -1, 64) writes it, with YAML's names for ±Inf/NaN. */
export function goFloat(x: number): string {
  if (Number.isNaN(x)) return '.nan';
  if (!Number.isFinite(x)) return x > 0 ? '.inf' : '-.inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  // toExponential() without an argument gives the shortest digits that read back as x.
  const [mantissa = '', exponent = '0'] = Math.abs(x).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exp = Number(exponent);
  const sign = x < 0 ? '-' : '';
  if (exp < -4 || exp >= 6) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const e = Math.abs(exp).toString().padStart(2, '0');
    return `${sign}${digits[0]}${fraction}e${exp < 0 ? '-' : '+'}${e}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  const rest = digits.slice(exp + 1);
  return `${sign}${whole}${rest ? `.${rest}` : ''}`;
}

/**
 * The shortest decimal that reads back as the same float32 (Flipt keeps rollouts and percentages
 * as float32 and prints them that way: 33.33, not 33.33000183105469).
 */
export function float32Decimal(x: number): number {
  if (!Number.isFinite(x)) return x;
  const target = Math.fround(x);
  for (let digits = 1; digits <= 9; digits += 1) {
    const candidate = Number(target.toPrecision(digits));
    if (Math.fround(candidate) === target) return candidate;
  }
  return target;
}
