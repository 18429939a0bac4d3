// Issue 43 item 4: which characters count as hidden, how they are named, and how text that only
// takes text (titles, labels) and JSON editors show them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapedControls, hasHidden, hiddenParts, hiddenTitle, markerOf, visibleControls } from '../../../ui/lib/text';

test('zero-width, bidi, byte order, control and filler characters are hidden; letters, emoji and spaces are not', () => {
  for (const c of ['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\u061c', '\u2060', '\ufeff', '\u00ad', '\u0000', '\n', '\u0085', '\u2028', '\u3164', '\u{e0041}']) {
    assert.ok(hasHidden(`a${c}b`), `U+${c.codePointAt(0)?.toString(16)}`);
  }
  for (const text of ['Production', 'Ünïcödé', 'שלום', 'a b', '🚀', 'a\u00a0b']) assert.not.ok(hasHidden(text), text);
});

test('each hidden character becomes a marker titled with its code point, name and effect', () => {
  assert.equal(hiddenParts('v\u200b1\u202e'), ['v', '\u200b', '1', '\u202e', '']);
  assert.equal(hiddenParts('plain'), ['plain']);
  assert.equal(['\u200b', '\u202e', '\u2069', '\u0007', '\u2060'].map((c) => [markerOf(c), hiddenTitle(c)]), [
    ['⟨U+200B⟩', 'U+200B ZERO WIDTH SPACE, an invisible character'],
    ['⟨U+202E⟩', 'U+202E RIGHT-TO-LEFT OVERRIDE, changes the direction of the text'],
    ['⟨U+2069⟩', 'U+2069 POP DIRECTIONAL ISOLATE, changes the direction of the text'],
    ['⟨U+0007⟩', 'U+0007, a control character'],
    ['⟨U+2060⟩', 'U+2060, an invisible character'],
  ]);
});

test('text-only places get the markers as text; JSON editors the same JSON with escapes', () => {
  assert.is(visibleControls('Checkout \u202e2v\u202c'), 'Checkout ⟨U+202E⟩2v⟨U+202C⟩');
  assert.is(visibleControls('Production\u200b'), 'Production⟨U+200B⟩');
  const json = '{\n  "note": "a\u202eb\u200b",\n  "tag": "\u{e0041}"\n}';
  assert.is(escapedControls(json), '{\n  "note": "a\\u202eb\\u200b",\n  "tag": "\\udb40\\udc41"\n}');
  assert.equal(JSON.parse(escapedControls(json)), JSON.parse(json), 'the escapes mean the same JSON');
});

test.run();
