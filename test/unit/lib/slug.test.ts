import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { followKey, sanitizeKey, slugify } from '../../../ui/lib/slug';

test('slugs replace whitespace runs with "-" and keep case', () => {
  assert.is(slugify('no delete'), 'no-delete');
  assert.is(slugify('New   Checkout\tFlow'), 'New-Checkout-Flow');
  assert.is(slugify('Beta_Users-2'), 'Beta_Users-2');
});

test('slugs drop characters a key cannot hold', () => {
  assert.is(slugify('Äpfel & Birnen!'), 'pfel--Birnen');
  assert.is(slugify('v1.2, final'), 'v12-final');
  assert.is(slugify(''), '');
});

test('a typed key is sanitised but may keep commas', () => {
  assert.is(sanitizeKey('my key'), 'my-key');
  assert.is(sanitizeKey('a,b.c/d'), 'a,bcd');
});

test('the key follows the name while empty or still equal to the previous slug', () => {
  assert.is(followKey('', '', 'N'), 'N');
  assert.is(followKey('New', 'New', 'New flag'), 'New-flag');
  assert.is(followKey('New-flag', 'New flag', 'New flag 2'), 'New-flag-2');
});

test('the key stays once the user edited it', () => {
  assert.is(followKey('custom', 'New flag', 'New flag 2'), 'custom');
  assert.is(followKey('New-fla', 'New flag', 'New flags'), 'New-fla');
});

test.run();
