// The multi-value input's list (SPEC §4): entries added one at a time, kept as the JSON array
// text that is the constraint's value.
import { JSON_MESSAGES, MAX_ARRAY_ITEMS } from '../../lib/json';

export type ListItem = string | number;

/** Chips shown before the list collapses behind '...' (SPEC §9). */
export const CHIPS_SHOWN = 5;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** The items of a stored array value; null when the text is not an array of strings or numbers. */
export function parseList(value: string): ListItem[] | null {
  if (value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((i) => typeof i === 'string' || typeof i === 'number') ? parsed : null;
  } catch {
    return null;
  }
}

/** The value to store: a JSON array, or '' for an empty list (so 'Value is required' applies). */
export const serialiseList = (items: readonly ListItem[]): string => (items.length ? JSON.stringify(items) : '');

/**
 * Adds a typed entry. Empty entries and duplicates are ignored; for numbers the text must be one
 * (and is stored as a number); the list holds at most 100 items.
 */
export function addItem(items: readonly ListItem[], text: string, numeric: boolean): { items: readonly ListItem[]; error: string | null } {
  const entry = text.trim();
  if (entry === '') return { items, error: null };
  const item = numeric ? Number(entry) : entry;
  if (numeric && !(NUMBER.test(entry) && Number.isFinite(item))) return { items, error: `“${entry}” is not a number` };
  if (items.includes(item)) return { items, error: null };
  if (items.length >= MAX_ARRAY_ITEMS) return { items, error: JSON_MESSAGES.tooMany };
  return { items: [...items, item], error: null };
}

/** The list without the item at `index`. */
export const removeItem = (items: readonly ListItem[], index: number): ListItem[] => items.filter((_, i) => i !== index);

/** The items to show: the first five unless expanded, and how many are hidden. */
export function visibleItems<T>(items: readonly T[], expanded: boolean): { shown: readonly T[]; hidden: number } {
  if (expanded || items.length <= CHIPS_SHOWN) return { shown: items, hidden: 0 };
  return { shown: items.slice(0, CHIPS_SHOWN), hidden: items.length - CHIPS_SHOWN };
}
