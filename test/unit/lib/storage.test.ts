import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeText, envelopeStorage, plainStorage, readRaw, writeRaw } from '../../../ui/lib/storage';

test.before.each(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('envelope storage reads its own envelope and hands bare values over as version 0', () => {
  const storage = envelopeStorage<{ a: number }>('local');
  storage.setItem('k', { state: { a: 1 }, version: 3 });
  assert.equal(storage.getItem('k'), { state: { a: 1 }, version: 3 });
  localStorage.setItem('k', '{"a":2}');
  assert.equal(storage.getItem('k'), { state: { a: 2 }, version: 0 });
  localStorage.setItem('k', 'not json');
  assert.is(storage.getItem('k'), null);
});

test('envelope storage removes the key when the state is empty', () => {
  const storage = envelopeStorage<{ a: number | null }>('local', (s) => s.a === null);
  storage.setItem('k', { state: { a: 1 }, version: 1 });
  storage.setItem('k', { state: { a: null }, version: 1 });
  assert.is(localStorage.getItem('k'), null);
});

test('plain storage keeps the raw format in the chosen area', () => {
  const storage = plainStorage<{ v: string | null }>('session', 7, { decode: (raw) => ({ v: raw }), encode: (s) => s.v });
  storage.setItem('k', { state: { v: 'x' }, version: 7 });
  assert.is(sessionStorage.getItem('k'), 'x');
  assert.equal(storage.getItem('k'), { state: { v: 'x' }, version: 7 });
  storage.setItem('k', { state: { v: null }, version: 7 });
  assert.is(sessionStorage.getItem('k'), null);
});

test('storage failures read as nothing stored', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new Error('SecurityError');
    },
  });
  try {
    assert.is(readRaw('local', 'k'), null);
    writeRaw('local', 'k', 'v');
  } finally {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
  }
});

test('bare text may be JSON-quoted; blank reads as absent', () => {
  assert.is(decodeText('main'), 'main');
  assert.is(decodeText('"main"'), 'main');
  assert.is(decodeText('"broken'), '"broken');
  assert.is(decodeText('  '), undefined);
});

test.run();
