// Issue 30: the local service reads and writes large JSON in slices that let other requests in,
// with exactly the results of JSON.parse and JSON.stringify.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseJson, parsedShape } from '../../../scripts/server/core/json-parse';
import { jsonBytes, jsonText, RawJson } from '../../../scripts/server/core/json-text';
import { nextTurn } from '../../../scripts/server/core/slices';
import { formatMicros } from '../../../scripts/server/store/time';

/** A 2-3 MB document: a wide object, a long array, escapes, numbers of every form, nesting. */
function bigDocument() {
  const wide = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i % 3 ? `v"\\\n${i}\u2028é` : { n: [i, -1.5e-7, 0, true, null], s: '' }]));
  const list = Array.from({ length: 20_000 }, (_, i) => ({ i, text: 'x'.repeat(i % 40), deep: [[[{ a: [] }]]] }));
  return { wide, list, empty: {}, none: [], '': 'empty key', '10': 'integer key', big: 1e308, tiny: 5e-324 };
}

/** Counts timer ticks while `work` runs: how often the event loop got to do something else. */
async function ticksDuring<T>(work: () => Promise<T>) {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 1);
  try {
    return { result: await work(), ticks };
  } finally {
    clearInterval(timer);
  }
}

test('a large text parses to what JSON.parse gives, while timers keep running', async () => {
  const text = JSON.stringify(bigDocument());
  const { result, ticks } = await ticksDuring(() => parseJson(text));
  assert.equal(result, JSON.parse(text));
  assert.ok(ticks >= 2, `the event loop ran ${ticks} timers during the parse`);
});

test('keys named __proto__ stay plain members, and a repeated key keeps its last value', async () => {
  const text = `{"__proto__":{"polluted":true},"a":1,"pad":"${'p'.repeat(200_000)}","a":2}`;
  const parsed = (await parseJson(text)) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
  assert.equal(parsed['__proto__'], { polluted: true });
  assert.is(parsed.a, 2);
  assert.equal(parsedShape(parsed)?.keys, ['__proto__', 'a', 'pad']);
  assert.is(({} as Record<string, unknown>).polluted, undefined);
});

test('a large object of strings is known to hold only strings', async () => {
  const context = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 'v']));
  const parsed = (await parseJson(JSON.stringify({ context, other: { n: 1, pad: 'x'.repeat(20_000) } }))) as Record<string, object>;
  assert.is(parsedShape(parsed.context!)?.strings, true);
  assert.is(parsedShape(parsed.other!)?.strings, false);
});

test('broken large texts fail at the position JSON.parse names, or as the end of input', async () => {
  const pad = ' '.repeat(200_000);
  const position = (text: string) => {
    try {
      JSON.parse(text);
    } catch (err) {
      return /position (\d+)/.exec((err as Error).message)?.[1];
    }
    return 'parsed';
  };
  for (const text of [`{${pad}"a":1,}`, `{${pad}"a" 1}`, `[${pad}1]x`, `[${pad}"a\u0001"]`, `{${pad}"a":[1,2,}]}`]) {
    const err = await parseJson(text).then(() => undefined, (e: Error) => e);
    assert.ok(err instanceof SyntaxError, text.trim());
    assert.is(/position (\d+)/.exec(err.message)?.[1], position(text), text.trim());
  }
  for (const text of [`[${pad}1,2`, `{${pad}"a":"never closed`]) {
    const err = await parseJson(text).then(() => undefined, (e: Error) => e);
    assert.is(err?.message, 'Unexpected end of JSON input');
  }
});

test('a large value is written as JSON.stringify writes it, while timers keep running', async () => {
  const value = { ...bigDocument(), skipped: undefined, fn: () => 1, holes: [undefined, () => 1, Number.NaN] };
  const { result, ticks } = await ticksDuring(() => jsonText(value));
  assert.is(result, JSON.stringify(value));
  assert.ok(ticks >= 2, `the event loop ran ${ticks} timers while writing`);
});

test('stored JSON text goes out as it is, inside small and large values alike', async () => {
  const stored = '{"b":1,"a":[true]}';
  assert.is(await jsonText({ metadata: new RawJson(stored) }), `{"metadata":${stored}}`);
  const many = Array.from({ length: 5000 }, (_, i) => ({ key: `f${i}`, metadata: new RawJson(stored) }));
  assert.is(await jsonText({ flags: many }), JSON.stringify({ flags: many.map((f) => ({ key: f.key, metadata: { b: 1, a: [true] } })) }));
  // Plain JSON.stringify still writes the same value, parsed.
  assert.is(JSON.stringify({ m: new RawJson(stored) }), `{"m":${stored}}`);
});

test('a large value as bytes is the text of JSON.stringify in UTF-8, while timers keep running', async () => {
  const value = bigDocument();
  const { result, ticks } = await ticksDuring(() => jsonBytes(value));
  assert.ok(result.equals(Buffer.from(JSON.stringify(value))), 'the bytes differ from JSON.stringify in UTF-8');
  assert.ok(ticks >= 2, `the event loop ran ${ticks} timers while writing`);
  assert.is((await jsonBytes({ small: 'é' })).toString('utf8'), '{"small":"é"}');
});

test('sliced tasks take turns: one slice per turn of the event loop, whatever their number', async () => {
  const log: string[] = [];
  let watching = true;
  // A callback of the loop's own on every turn, as a poll for requests is.
  const watch = () => {
    log.push('turn');
    if (watching) setImmediate(watch);
  };
  setImmediate(watch);
  const task = async (name: string) => {
    for (let slice = 0; slice < 3; slice++) {
      await nextTurn();
      log.push(name);
    }
  };
  await Promise.all(['a', 'b', 'c'].map(task));
  watching = false;
  const slices = log.filter((x) => x !== 'turn');
  assert.equal(slices, ['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c'], 'oldest waiting first');
  const between = log.join(' ').split('turn').map((run) => run.trim().split(' ').filter(Boolean).length);
  assert.ok(Math.max(...between) <= 1, `slices between two turns: ${log.join(' ')}`);
});

test('times print as protobuf JSON does, across seconds, whatever came before', () => {
  const cases: Array<[number, string]> = [
    [1_700_000_000_000_000, '2023-11-14T22:13:20Z'],
    [1_700_000_000_120_000, '2023-11-14T22:13:20.120Z'],
    [1_700_000_000_123_456, '2023-11-14T22:13:20.123456Z'],
    [1_700_000_001_000_001, '2023-11-14T22:13:21.000001Z'],
    [1_700_000_000_999_999, '2023-11-14T22:13:20.999999Z'],
    [0, '1970-01-01T00:00:00Z'],
  ];
  for (const [us, text] of [...cases, ...cases.reverse()]) assert.is(formatMicros(us), text);
});

test.run();
