import Database from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the SQLite file, or `:memory:`, checks that the file is sound and
 * brings its schema up to date. Anything that makes the file unusable is one `Error` line that
 * names the file.
 */
export function openDb(file: string): Db {
  if (file === ':memory:') return prepare(new Database(file));
  if (isDirectory(file)) throw new Error(`database ${file} is a directory, not a file`);
  ensureFolder(dirname(file), file);
  let db: Db;
  try {
    db = new Database(file);
  } catch (err) {
    throw new Error(`cannot open database ${file}: ${(err as Error).message}`);
  }
  try {
    return prepare(db, file);
  } catch (err) {
    db.close();
    throw new Error(`cannot use database ${file}: ${firstLine(err)}`);
  }
}

/**
 * The service is the database's only user while it runs. Exclusive locking, set before WAL mode
 * starts, keeps SQLite's WAL index in the process's own memory instead of a shared `-shm` file
 * that another process could truncate or make unreadable under it (a SIGBUS, no line written).
 * `synchronous = FULL` syncs the WAL at every commit, so an acknowledged write survives a power
 * loss, not only a crash of the process.
 */
function prepare(db: Db, file = ':memory:'): Db {
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (file !== ':memory:') checkIntegrity(db);
  migrate(db);
  return db;
}

/** A damaged file would list with 500s and still take writes; refuse to start on it instead.
 *  `quick_check` reads every page once, far cheaper than `integrity_check` on a large file. */
function checkIntegrity(db: Db) {
  const rows = db.pragma('quick_check(1)') as Array<{ quick_check: string }>;
  const verdict = rows[0]?.quick_check ?? 'no answer';
  if (verdict !== 'ok') throw new Error(`the file is damaged (${verdict.replace(/\s*\n\s*/g, ' ')})`);
}

/** `mkdir -p`, one level at a time: Node's recursive mkdir loops forever under /proc. */
function ensureFolder(folder: string, file: string) {
  if (isDirectory(folder)) return;
  const parent = dirname(folder);
  if (parent !== folder) ensureFolder(parent, file);
  try {
    mkdirSync(folder);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EEXIST' && isDirectory(folder)) return;
    if (e.code === 'EEXIST') throw new Error(`database ${file}: ${folder} is a file, not a folder`);
    throw new Error(`cannot create folder ${folder} for database ${file}: ${e.code ?? e.message}`);
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0];

function migrate(db: Db) {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`database schema version ${current} is newer than this service (${migrations.length})`);
  }
  for (let v = current; v < migrations.length; v++) {
    db.transaction(() => {
      db.exec(migrations[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
