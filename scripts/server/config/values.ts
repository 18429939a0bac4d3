/** A configuration the service cannot start with; its message is the one line printed. */
export class ConfigError extends Error {}

export function oneOf<T extends string>(key: string, v: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new ConfigError(`${key}: ${JSON.stringify(v)} is not one of ${allowed.join(', ')}`);
}

export function bool(key: string, v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new ConfigError(`${key}: ${JSON.stringify(v)} is not a boolean`);
}

export function port(key: string, v: unknown): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${key}: ${JSON.stringify(v)} is not a port`);
  return n;
}

export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A list: a YAML sequence, or a string split on white space as Flipt's decoder does (env vars). */
export function list(key: string, v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.map(text);
  if (typeof v === 'string') return v.split(/\s+/).filter(Boolean);
  throw new ConfigError(`${key}: ${JSON.stringify(v)} is not a list`);
}

const units: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, 'μs': 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };

/** A Go duration (`24h`, `1h30m`, `90s`, `0`) in milliseconds; a bare integer counts nanoseconds. */
export function duration(key: string, v: unknown): number {
  if (typeof v === 'number' && Number.isInteger(v)) return v / 1e6;
  const s = String(v);
  const fail = () => new ConfigError(`${key}: ${JSON.stringify(v)} is not a duration`);
  const sign = /^[-+]/.test(s) ? s.slice(0, 1) : '';
  const body = s.slice(sign.length);
  if (body === '0') return 0;
  if (!/^((\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h))+$/.test(body)) throw fail();
  let total = 0;
  for (const part of body.matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (units[part[2] as string] as number);
  }
  return sign === '-' ? -total : total;
}
