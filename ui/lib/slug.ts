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

/**
 * The key after the name changes in create mode (SPEC §4): it follows the name while it is empty
 * or still equals the slug of the previous name; once the user edits it, it stays.
 */
export function followKey(key: string, previousName: string, nextName: string): string {
  return key === '' || key === slugify(previousName) ? slugify(nextName) : key;
}
