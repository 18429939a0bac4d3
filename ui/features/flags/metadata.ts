// A flag's metadata as the form edits it: one entry a key, each with its value's type and text
// (UI-INVENTORY §2.8; Flipt's metadata editor). Saved entries come locked: they keep the value the
// server holds, exactly, until unlocked for editing or removed. No React here.
import { parseJson } from '../../lib/json';
import { mapOf, type JsonMap } from '../../lib/json-map';

/** The value types an entry can have. */
export type MetadataType = 'string' | 'number' | 'boolean' | 'object' | 'array';

export const METADATA_TYPES: readonly { id: MetadataType; label: string }[] = [
  { id: 'string', label: 'String' },
  { id: 'number', label: 'Number' },
  { id: 'boolean', label: 'Boolean' },
  { id: 'object', label: 'Object' },
  { id: 'array', label: 'Array' },
];

/** One entry. `original` is the saved value of a locked entry (sent back as it is). */
export interface MetadataEntry {
  key: string;
  type: MetadataType;
  text: string;
  locked: boolean;
  /** Changed since it was added or unlocked: its problems show. */
  touched: boolean;
  original?: unknown;
}

/** JSON with object keys in order, as the server returns them: stable to read and compare. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sort) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])])) : v;
  return JSON.stringify(sort(value));
}

function typeOf(value: unknown): MetadataType {
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

const textOf = (value: unknown, type: MetadataType): string =>
  type === 'object' || type === 'array' ? sortedJson(value) : value === null || value === undefined ? '' : String(value);

/** The saved metadata as locked entries, by key. */
export function entriesOf(metadata: JsonMap): MetadataEntry[] {
  return Object.keys(metadata)
    .sort()
    .map((key) => {
      const type = typeOf(metadata[key]);
      return { key, type, text: textOf(metadata[key], type), locked: true, touched: false, original: metadata[key] };
    });
}

/** The entries as the conflict view shows them: each key with its text ("team: web"). */
export const metadataShown = (entries: readonly MetadataEntry[]) => mapOf(entries.map((entry) => [entry.key, entry.text]));

/** A new, empty string entry. */
export const newEntry = (): MetadataEntry => ({ key: '', type: 'string', text: '', locked: false, touched: false });

/** The entry with another type; the text is kept where it still fits. */
export function withType(entry: MetadataEntry, type: MetadataType): MetadataEntry {
  const starts: Record<MetadataType, string> = { string: '', number: '0', boolean: 'false', object: '{}', array: '[]' };
  const kept = valueOf({ ...entry, type });
  return { ...entry, type, text: kept.ok ? entry.text : starts[type], touched: true };
}

type Value = { ok: true; value: unknown } | { ok: false; error: string };

/** The entry's value, or why its text is not one of its type. */
export function valueOf(entry: MetadataEntry): Value {
  if (entry.locked) return { ok: true, value: entry.original };
  const { type, text } = entry;
  if (type === 'string') return { ok: true, value: text };
  if (type === 'boolean') return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false, error: 'Must be true or false' };
  if (type === 'number') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: 'Must be a number' };
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: 'Must be valid JSON' };
  const isArray = Array.isArray(parsed.value);
  if (type === 'array') return isArray ? { ok: true, value: parsed.value } : { ok: false, error: 'Must be a JSON array' };
  return !isArray && parsed.value !== null && typeof parsed.value === 'object' ? { ok: true, value: parsed.value } : { ok: false, error: 'Must be a JSON object' };
}

/** An entry left blank (no key, empty string) is ignored rather than refused. */
const blank = (e: MetadataEntry) => !e.locked && e.key.trim() === '' && e.type === 'string' && e.text === '';

/** Each entry's problems: a missing or repeated key (marked on the later entry), a bad value. */
export function entryProblems(entries: readonly MetadataEntry[]): { key?: string; value?: string }[] {
  return entries.map((entry, index) => {
    if (blank(entry)) return {};
    const key = entry.key.trim();
    const value = valueOf(entry);
    return {
      key: key === '' ? 'Key is required' : entries.slice(0, index).some((e) => e.key.trim() === key) ? 'Key must be unique' : undefined,
      value: value.ok ? undefined : value.error,
    };
  });
}

/** Whether every entry can be saved. */
export const metadataValid = (entries: readonly MetadataEntry[]) => entryProblems(entries).every((p) => !p.key && !p.value);

/** The metadata object the API takes (valid entries; blank ones left out), any key kept. */
export function metadataObject(entries: readonly MetadataEntry[]): JsonMap {
  return mapOf(entries.flatMap((entry) => {
    const value = valueOf(entry);
    return !blank(entry) && value.ok ? [[entry.key.trim(), value.value] as const] : [];
  }));
}
