// Issue 43 item 4: which characters count as hidden, how they are named, and how text that only
// takes text (titles, labels) and JSON editors show them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapedControls, hasHidden, hiddenParts, visibleControls } from '../../../ui/lib/text';

test('zero-width, bidi, byte order, control and filler characters are hidden; letters, emoji and spaces are not', () => {
  for (const c of ['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\u061c', '\u2060', '\ufeff', '\u00ad', '\u0000', '\n', '\u0085', '\u2028', '\u3164', '\u{e0041}']) {
    assert.ok(hasHidden(`a${c}b`), `U+${c.codePointAt(0)?.toString(16)}`);
  }
  for (const text of ['Production', 'Ünïcödé', 'שלום', 'a b', '🚀', 'a\u00a0b']) assert.not.ok(hasHidden(text), text);
});

test('each hidden character becomes a marker titled with its code point, name and effect', () => {
  assert.equal(hiddenParts('v\u200b1\u202e'), [
    'v',
    { marker: '⟨U+200B⟩', title: 'U+200B ZERO WIDTH SPACE, an invisible character' },
    '1',
    { marker: '⟨U+202E⟩', title: 'U+202E RIGHT-TO-LEFT OVERRIDE, changes the direction of the text' },
  ]);
  assert.equal(hiddenParts('\u2069\u0007'), [
    { marker: '⟨U+2069⟩', title: 'U+2069 POP DIRECTIONAL ISOLATE, changes the direction of the text' },
    { marker: '⟨U+0007⟩', title: 'U+0007, a control character' },
  ]);
  assert.equal(hiddenParts('plain'), ['plain']);
});

test('text-only places get the markers as text; JSON editors the same JSON with escapes', () => {
  assert.is(visibleControls('Checkout \u202e2v\u202c'), 'Checkout ⟨U+202E⟩2v⟨U+202C⟩');
  assert.is(visibleControls('Production\u200b'), 'Production⟨U+200B⟩');
  const json = '{\n  "note": "a\u202eb\u200b",\n  "tag": "\u{e0041}"\n}';
  assert.is(escapedControls(json), '{\n  "note": "a\\u202eb\\u200b",\n  "tag": "\\udb40\\udc41"\n}');
  assert.equal(JSON.parse(escapedControls(json)), JSON.parse(json), 'the escapes mean the same JSON');
});

test.run();
