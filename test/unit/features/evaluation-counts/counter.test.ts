// The counter the flags list reads evaluation counts through: at most four reads at once, one
// read per flag and window however many ask, an ask taken back before its read starts never
// reads and one taken back while reading aborts it, and answers kept a minute.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCounter, type CountWindow, type Tally } from '../../../../ui/features/evaluation-counts';

type Call = { key: string; window: CountWindow; signal: AbortSignal; answer: (t: Tally) => void; fail: (e: unknown) => void };

function setup() {
  const calls: Call[] = [];
  let clock = 1_000_000;
  const read = (_ns: string, key: string, window: CountWindow, signal: AbortSignal) =>
    new Promise<Tally>((answer, fail) => {
      calls.push({ key, window, signal, answer, fail });
      signal.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError')));
    });
  const counter = createCounter(read, { now: () => clock });
  return { calls, counter, tick: (ms: number) => (clock += ms) };
}

const tally = (total: number): Tally => ({ total, values: [total] });
const flush = () => new Promise((r) => setTimeout(r, 0));

test('reads four at a time, the next as one finishes', async () => {
  const { calls, counter } = setup();
  const heard: [string, Tally | undefined][] = [];
  for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) counter.want('shop', key, '24h', (t) => heard.push([key, t]));
  assert.equal(calls.map((c) => c.key), ['a', 'b', 'c', 'd']);
  calls[1]!.answer(tally(7));
  await flush();
  assert.equal(heard, [['b', tally(7)]]);
  assert.equal(calls.map((c) => c.key), ['a', 'b', 'c', 'd', 'e']);
  calls[0]!.fail(new Error('503'));
  await flush();
  assert.equal(heard[1], ['a', undefined], 'a failed read is heard as undefined');
  assert.is(calls.length, 6);
});

test('one read per flag and window, however many ask; the answer is kept a minute', async () => {
  const { calls, counter, tick } = setup();
  const heard: (Tally | undefined)[] = [];
  counter.want('shop', 'a', '24h', (t) => heard.push(t));
  counter.want('shop', 'a', '24h', (t) => heard.push(t));
  counter.want('shop', 'a', '7d', (t) => heard.push(t));
  counter.want('other', 'a', '24h', (t) => heard.push(t));
  assert.equal(calls.map((c) => c.window), ['24h', '7d', '24h']);
  calls[0]!.answer(tally(3));
  await flush();
  assert.equal(heard, [tally(3), tally(3)]);
  tick(59_000);
  counter.want('shop', 'a', '24h', (t) => heard.push(t));
  assert.equal(heard.length, 3, 'a kept answer is heard at once');
  assert.is(calls.length, 3, 'and not read again');
  tick(2_000);
  counter.want('shop', 'a', '24h', () => {});
  assert.is(calls.length, 4, 'after a minute it is read again');
});

test('an ask taken back leaves the queue, or aborts its read when nobody else wants it', async () => {
  const { calls, counter } = setup();
  const cancels = ['a', 'b', 'c', 'd', 'e'].map((key) => counter.want('shop', key, '24h', () => assert.unreachable(`${key} was heard`)));
  const again = counter.want('shop', 'a', '24h', () => {});
  cancels[4]!();
  cancels[0]!();
  assert.is(calls[0]!.signal.aborted, false, 'another ask still wants a');
  again();
  assert.is(calls[0]!.signal.aborted, true);
  await flush();
  assert.equal(calls.map((c) => c.key), ['a', 'b', 'c', 'd'], 'e never read; a freed its lane but nothing waits');
  cancels.slice(1, 4).forEach((cancel) => cancel());
  await flush();
  assert.ok(calls.every((c) => c.signal.aborted));
  counter.want('shop', 'b', '24h', () => {});
  assert.is(calls.length, 5, 'an aborted read is not kept');
});

test.run();
