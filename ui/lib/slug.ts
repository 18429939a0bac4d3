// Keys derived from names (UI-INVENTORY §2.18): whitespace runs become '-', characters a key may
// not hold are dropped, case is kept ("no delete" → "no-delete", "New Checkout" → "New-Checkout").

/** The key for a name. Commas are valid in keys but dropped here: they make poor slugs. */
export function slugify(name: string): string {
  return name.replace(/\s+/g, '-').replace(/[^-_A-Za-z0-9]/g, '');
}

/** A typed key made valid: whitespace runs become '-', other invalid characters are dropped. */
export function sanitizeKey(input: string): string {
  return input.replace(/\s+/g, '-').replace(/[^-_,A-Za-z0-9]/g, '');
}

/** The characters `sanitizeKey` drops from typed text, each quoted once ('"ü", "!"'); '' for none. */
export function droppedFromKey(input: string): string {
  const dropped = new Set(input.replace(/[\s\-_,A-Za-z0-9]/g, ''));
  return [...dropped].map((c) => JSON.stringify(c)).join(', ');
}

/**
 * The key after the name changes in create mode (SPEC §4): it follows the name while it is empty
 * or still equals the slug of the previous name; once the user edits it, it stays.
 */
export function followKey(key: string, previousName: string, nextName: string): string {
  return key === '' || key === slugify(previousName) ? slugify(nextName) : key;
}

/**
 * Form values after an edit of `field` (SPEC §4): a typed key is sanitised, and while `following`
 * (creating) the key follows the name; any other field takes the value as given.
 */
export function withNameAndKey<V extends { name: string; key: string }>(values: V, field: string, value: unknown, following: boolean): V {
  if (field === 'name' && following) return { ...values, name: String(value), key: followKey(values.key, values.name, String(value)) };
  return withKeySanitized(values, field, value);
}

/** Form values after an edit of `field`: a typed key is sanitised; any other field takes the value as given. */
export function withKeySanitized<V extends { key: string }>(values: V, field: string, value: unknown): V {
  return field === 'key' ? { ...values, key: sanitizeKey(String(value)) } : { ...values, [field]: value };
}
