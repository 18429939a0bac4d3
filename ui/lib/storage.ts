// Persist adapters for zustand. Browser storage is untrusted and may be missing or throw (private
// mode, disabled cookies), so every access is guarded and a failure reads as "nothing stored".
import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** Which browser storage a store lives in. */
export type StorageArea = 'local' | 'session';

/** The browser's Storage for an area, or null when it is unavailable. */
export function storageArea(area: StorageArea): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** Reads a raw string from browser storage; null when absent or unavailable. */
export function readRaw(area: StorageArea, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw string to browser storage, or removes the key when `value` is null. */
export function writeRaw(area: StorageArea, key: string, value: string | null): void {
  try {
    const storage = storageArea(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the in-memory state still holds the value.
  }
}

/** JSON text parsed; undefined when absent or not JSON. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is StorageValue<unknown> {
  return typeof value === 'object' && value !== null && 'state' in value && typeof (value as { version?: unknown }).version === 'number';
}

/** A persist storage over one key's raw text: `read` gives the stored value, `write` the text (null removes it). */
function rawStorage<S>(area: StorageArea, read: (raw: string) => StorageValue<S> | null, write: (value: StorageValue<S>) => string | null): PersistStorage<S> {
  return {
    getItem: (name) => {
      const raw = readRaw(area, name);
      return raw === null ? null : read(raw);
    },
    setItem: (name, value) => writeRaw(area, name, write(value)),
    removeItem: (name) => writeRaw(area, name, null),
  };
}

/**
 * JSON storage in zustand's `{state, version}` envelope. A value without the envelope is what
 * Flipt's own console stored under the same key; it is handed to `migrate` as version 0.
 */
export function envelopeStorage<S>(area: StorageArea, isEmpty?: (state: S) => boolean): PersistStorage<S> {
  return rawStorage<S>(
    area,
    (raw) => {
      const value = parseJson(raw);
      if (value === undefined || value === null) return null;
      return isEnvelope(value) ? (value as StorageValue<S>) : { state: value as S, version: 0 };
    },
    (value) => (isEmpty?.(value.state) ? null : JSON.stringify(value)),
  );
}

/**
 * Storage that keeps a key in the exact format Flipt's console uses (a bare string or a JSON
 * scalar), so the value stays readable by both consoles. `decode` turns the raw text into the
 * persisted state; `encode` returns the raw text, or null to remove the key.
 */
export function plainStorage<S>(
  area: StorageArea,
  version: number,
  codec: { decode: (raw: string) => S | undefined; encode: (state: S) => string | null },
): PersistStorage<S> {
  return rawStorage<S>(
    area,
    (raw) => {
      const state = codec.decode(raw);
      return state === undefined ? null : { state, version };
    },
    (value) => codec.encode(value.state),
  );
}

/** Reads a bare string value, accepting a JSON-quoted string too; empty means absent. */
export function decodeText(raw: string): string | undefined {
  const quoted = raw.startsWith('"') ? parseJson(raw) : undefined;
  const text = typeof quoted === 'string' ? quoted : raw;
  return text.trim() === '' ? undefined : text;
}

/** localStorage holding one text field of the state as a bare string (see decodeText). */
export function textStorage<S extends object>(field: keyof S): PersistStorage<S> {
  return plainStorage<S>('local', 1, {
    decode: (raw) => {
      const text = decodeText(raw);
      return text === undefined ? undefined : ({ [field]: text } as S);
    },
    encode: (state) => state[field] as string | null,
  });
}
