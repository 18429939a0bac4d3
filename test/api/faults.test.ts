// Issue 13: the local service meeting a bad database, a bad config file, an early signal and
// clients that leave mid-request. Always started locally: these are the service's own behaviour.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { runService, spawnService, spawnWithFileLimit, stopProcess } from '../helpers/server';
import { client } from '../helpers/http';

const dir = mkdtempSync(join(tmpdir(), 'flipt-faults-'));

/** Exit code and the one line of output, for a start that must fail. */
async function refusedStart(args: string[]) {
  const { code, output } = await runService(['--port', '0', ...args]);
  assert.is.not(code, 0);
  assert.not.ok(code === null, 'the service was killed after hanging');
  const lines = output.trim().split('\n');
  assert.is(lines.length, 1, output);
  return lines[0] as string;
}

test('refuses a damaged database file with one line naming it', async () => {
  const db = join(dir, 'damaged.db');
  const svc = await spawnService(['--port', '0', '--db', db]);
  await client(svc.url).post('/api/v1/namespaces', { key: 'hurt', name: 'Hurt' });
  await svc.stop();
  const size = readFileSync(db).length;
  const fd = openSync(db, 'r+');
  // Page 1 holds the header and schema; scribble over the pages after it.
  writeSync(fd, Buffer.alloc(Math.min(size - 4096, 16384), 0xa5), 0, undefined, 4096);
  closeSync(fd);
  const line = await refusedStart(['--db', db]);
  assert.match(line, `error: cannot use database ${db}: the file is damaged`);
});

test('refuses a file that is not a database, a directory and an impossible folder, naming each', async () => {
  const text = join(dir, 'notes.db');
  writeFileSync(text, 'plain text, not SQLite '.repeat(300));
  assert.is(await refusedStart(['--db', text]), `error: cannot use database ${text}: file is not a database`);
  assert.is(await refusedStart(['--db', dir]), `error: database ${dir} is a directory, not a file`);
  // Node's own recursive mkdir spins forever on this path.
  assert.match(await refusedStart(['--db', '/proc/no-such/flipt.db']), 'error: cannot create folder /proc/no-such for database /proc/no-such/flipt.db');
  assert.is(await refusedStart(['--db', join(text, 'x.db')]), `error: database ${join(text, 'x.db')}: ${text} is a file, not a folder`);
});

test('closes the database on SIGTERM sent the moment it says it is listening', async () => {
  // Before the fix the signal often arrived ahead of its handler and killed the process (18 of 30).
  for (let i = 0; i < 10; i++) {
    const db = join(dir, `early-${i}.db`);
    const svc = await spawnService(['--port', '0', '--db', db]);
    await stopProcess(svc.proc!, 'SIGTERM');
    assert.is(svc.proc!.exitCode, 0, `try ${i}: ${svc.proc!.signalCode ?? ''}`);
    assert.not.ok(existsSync(`${db}-wal`), `try ${i}: the database was not closed`);
  }
});

test('refuses a config file that is a list, a bare value or binary garbage', async () => {
  const cases: Array<[string, string | Buffer, RegExp]> = [
    ['list.yml', '- log\n- ui\n', /must be a mapping of configuration keys, not a list$/],
    ['scalar.yml', 'just some words\n', /must be a mapping of configuration keys, not a string$/],
    ['number.yml', '42\n', /must be a mapping of configuration keys, not a number$/],
    ['garbage.yml', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256)), /^error: config file .*garbage\.yml: /],
  ];
  for (const [name, content, message] of cases) {
    const file = join(dir, name);
    writeFileSync(file, content);
    const line = await refusedStart(['--db', ':memory:', '--config', file]);
    assert.match(line, `error: config file ${file}: `);
    assert.match(line, message);
  }
});

test('a client leaving mid-body is logged once at debug level, not as an error', async () => {
  const svc = await spawnService(['--port', '0', '--db', ':memory:'], { FLIPT_LOG_LEVEL: 'debug' });
  const { port } = new URL(svc.url);
  for (const leave of ['resetAndDestroy', 'destroy'] as const) {
    await new Promise<void>((done) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST /api/v1/namespaces HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 1000\r\n\r\n{"key":`);
        setTimeout(() => socket[leave](), 100);
      });
      socket.on('close', () => setTimeout(done, 100));
    });
  }
  assert.is((await client(svc.url).get('/health')).status, 200);
  await svc.stop();
  const lines = svc.output().split('\n');
  assert.equal(lines.filter((l) => l.startsWith('ERROR')), []);
  const aborted = 'DEBUG client closed the connection before sending the whole request: POST /api/v1/namespaces';
  assert.equal(lines.filter((l) => l.includes('before sending the whole request')), [aborted, aborted]);
});

test('a full disk refuses writes in Flipt\'s error shape, keeps reads, and logs one line then a count', async () => {
  // 1 MiB for any file it writes: the WAL reaches it after a few 150 kB writes.
  const svc = await spawnWithFileLimit(1024, ['--port', '0', '--db', join(dir, 'full.db')]);
  const api = client(svc.url);
  const name = 'x'.repeat(150_000);
  const statuses: number[] = [];
  let refused: unknown;
  for (let i = 0; i < 20; i++) {
    const res = await api.post('/api/v1/namespaces', { key: `full-${i}`, name });
    statuses.push(res.status);
    if (res.status !== 200) refused = res.body;
  }
  const failures = statuses.filter((s) => s !== 200).length;
  assert.ok(failures >= 10, `only ${failures} of 20 writes were refused: ${statuses.join(' ')}`);
  assert.equal(new Set(statuses.filter((s) => s !== 200)), new Set([500]));
  assert.equal(refused, { code: 13, message: 'disk I/O error', details: [] });
  assert.is((await api.get('/api/v1/namespaces')).status, 200);
  // A small write still fits the WAL's last free pages: the service recovers as space allows.
  assert.is((await api.post('/api/v1/namespaces', { key: 'small', name: 's' })).status, 200);
  await svc.stop();
  const errors = svc.output().split('\n').filter((l) => l.startsWith('ERROR'));
  assert.equal(errors, [
    'ERROR storage fault: disk I/O error (SQLITE_IOERR_WRITE): the request was refused; the service goes on, and repeats are counted',
    `ERROR storage fault: disk I/O error (SQLITE_IOERR_WRITE): ${failures - 1} more since the last report`,
  ]);
});

test('the database needs no shared-memory file, so truncating one cannot bring the service down', async () => {
  const db = join(dir, 'no-shm.db');
  const svc = await spawnService(['--port', '0', '--db', db]);
  const api = client(svc.url);
  assert.is((await api.post('/api/v1/namespaces', { key: 'kept', name: 'Kept' })).status, 200);
  // Before the fix SQLite mapped `-shm`; emptying it under the service killed it with SIGBUS.
  assert.not.ok(existsSync(`${db}-shm`), 'a -shm file exists');
  writeFileSync(`${db}-shm`, '');
  assert.is((await api.post('/api/v1/namespaces', { key: 'after', name: 'After' })).status, 200);
  assert.is((await api.get('/api/v1/namespaces/kept')).status, 200);
  assert.is(svc.proc!.exitCode, null);
  await svc.stop();
  assert.is(svc.proc!.exitCode, 0, String(svc.proc!.signalCode));
});

test('a second service on a database in use stops with one line saying so', async () => {
  const db = join(dir, 'in-use.db');
  const first = await spawnService(['--port', '0', '--db', db]);
  try {
    assert.is(await refusedStart(['--db', db]), `error: cannot use database ${db}: database is locked`);
  } finally {
    await first.stop();
  }
});

test.run();
