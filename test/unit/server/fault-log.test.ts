// Issue 30: repeated storage faults log one line, then a count; a bug still logs its stack.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FaultLog } from '../../../scripts/server/core/fault-log';

function recorder() {
  const lines: string[] = [];
  const log = { debug: () => {}, info: () => {}, warn: () => {}, error: (m: string) => void lines.push(m) };
  return { lines, faults: new FaultLog(log, 60_000) };
}

const sqlite = (message: string, code: string) => Object.assign(new Error(message), { code });

test('a storage fault logs one line, its repeats one count per report, and a quiet kind is forgotten', () => {
  const { lines, faults } = recorder();
  for (let i = 0; i < 5; i++) faults.failed(sqlite('database or disk is full', 'SQLITE_FULL'));
  faults.failed(sqlite('disk I/O error', 'SQLITE_IOERR_WRITE'));
  faults.report();
  faults.report();
  faults.failed(sqlite('database or disk is full', 'SQLITE_FULL'));
  faults.close();
  assert.equal(lines, [
    'storage fault: database or disk is full (SQLITE_FULL): the request was refused; the service goes on, and repeats are counted',
    'storage fault: disk I/O error (SQLITE_IOERR_WRITE): the request was refused; the service goes on, and repeats are counted',
    'storage fault: database or disk is full (SQLITE_FULL): 4 more since the last report',
    'storage fault: database or disk is full (SQLITE_FULL): the request was refused; the service goes on, and repeats are counted',
  ]);
});

test('any other failure logs its stack once, then counts', () => {
  const { lines, faults } = recorder();
  const bug = new TypeError("Cannot read properties of undefined (reading 'x')");
  faults.failed(bug);
  faults.failed(new TypeError(bug.message));
  faults.close();
  assert.is(lines.length, 2);
  assert.match(lines[0]!, /^TypeError: Cannot read properties of undefined \(reading 'x'\)\n\s+at /);
  assert.is(lines[1], "Cannot read properties of undefined (reading 'x'): 1 more since the last report");
});

test.run();
