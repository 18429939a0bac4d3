import { emptyField, invalidField } from '../core/errors';
import { str, type Body } from '../core/decode';

/** Namespace, flag and segment keys (API.md §7.1): note the comma is allowed and the dot is not. */
const keyPattern = /^[-_,A-Za-z0-9]+$/;

export function checkKey(key: string) {
  if (key === '') throw emptyField('key');
  if (!keyPattern.test(key)) throw invalidField('key', 'contains invalid characters');
}

export function checkName(name: string) {
  if (name === '') throw emptyField('name');
}

/**
 * Decodes body fields that the path overrides, only for their type check: Flipt's decoder rejects
 * a wrongly typed field before the path parameters are written over it (API.md §1.2).
 */
export function checkOverridden(body: Body, ...names: string[]) {
  for (const name of names) str(body, name);
}
