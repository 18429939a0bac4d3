import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { crc32 } from '../../../ui/lib/evaluation/hash';
import { booleanBucket, variantBucket } from '../../../ui/lib/evaluation/index';

test('computes the CRC-32/IEEE check value of "123456789"', () => {
  assert.is(crc32('123456789'), 0xcbf43926);
  assert.is(crc32(''), 0);
});

test('reproduces the CRC values listed in the worked examples', () => {
  const known: Array<[string, number]> = [
    ['color-flagalice', 4246379039],
    ['color-flagfrank', 2751030353],
    ['color-flagerin', 2422370505],
    ['color-flagbob', 3220605782],
    ['color-flagcarol', 2963974811],
    ['color-flagdave', 1815534995],
    ['bobnew-ui', 0x4209dd99],
    ['carolnew-ui', 0xc46bde80],
    ['alicenew-ui', 0x855b60c1],
    ['new-uibob', 97036142],
    ['alicedark-mode', 2499158205],
    ['erindark-mode', 3149631950],
    ['partial-flagdave', 777317181],
    ['partial-flagalice', 3426121414],
    ['split-flagu1383', 2562580332],
    ['split-flagu220', 1964222333],
    ['split-flagu2299', 1912914666],
    ['split-flagu1620', 4254114999],
    ['zero-flagalice', 979432082],
    ['zero-flagbob', 407352892],
    ['zero-flagdave', 3254183144],
    ['color-flag', 791765873],
    ['new-ui', 1924476525],
  ];
  for (const [input, expected] of known) assert.is(crc32(input), expected, input);
});

test('hashes UTF-8 bytes without normalising', () => {
  assert.is(crc32('color-flagjos\u00e9'), 3038449716);
  assert.is(crc32('color-flagjose\u0301'), 2898464174);
});

test('agrees with zlib on multi-byte and astral characters', () => {
  for (const s of ['é', '中文', '😀 smile', '\u0000\u00ff', 'x'.repeat(1000) + '€'.repeat(300), 'é'.repeat(40000)]) {
    assert.is(crc32(s), zlibCrc32(Buffer.from(s, 'utf8')) >>> 0, s.slice(0, 12));
  }
});

test('hashes a lone surrogate as the bytes of U+FFFD', () => {
  assert.is(crc32('a\ud800b'), crc32('a\ufffdb'));
  assert.is(crc32('\udc00'), zlibCrc32(Buffer.from([0xef, 0xbf, 0xbd])) >>> 0);
});

test('encodes flag key and entity id separately so split surrogates do not pair up', () => {
  assert.is(variantBucket('k\ud83d', '\ude00'), crc32('k\ufffd\ufffd') % 1000);
  assert.is.not(variantBucket('k\ud83d', '\ude00'), crc32('k\ud83d\ude00') % 1000);
});

test('puts the flag key first for variant buckets and the entity id first for boolean buckets', () => {
  assert.is(variantBucket('color-flag', 'bob'), 782);
  assert.is(booleanBucket('new-ui', 'bob'), 9);
  assert.is(variantBucket('new-ui', 'bob'), 97036142 % 1000);
  assert.is.not(booleanBucket('new-ui', 'bob'), 97036142 % 100);
});

test('hashes the flag key alone for an empty entity id', () => {
  assert.is(variantBucket('color-flag', ''), 873);
  assert.is(booleanBucket('new-ui', ''), 25);
});

test('keeps buckets within 0…999 and 0…99 for long keys', () => {
  const long = 'k'.repeat(5000);
  assert.is(variantBucket(long, 'e'), crc32(long + 'e') % 1000);
  assert.is(booleanBucket(long, 'e'), crc32('e' + long) % 100);
});

test.run();
