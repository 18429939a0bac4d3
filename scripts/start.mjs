// `npm start`: builds the console when it is missing or older than its sources, bundles the
// local service, then runs it with this process's arguments (--host, --port, --db, --config).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildServer, root } from './build-server.mjs';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function consoleIsStale() {
  const index = join(root, 'embed', 'index.html');
  if (!existsSync(index)) return true;
  const sources = Math.max(newest(join(root, 'ui')), newest(join(root, 'scripts', 'build')), statSync(join(root, 'build.mjs')).mtimeMs);
  return sources > statSync(index).mtimeMs;
}

if (existsSync(join(root, 'ui')) && existsSync(join(root, 'build.mjs')) && consoleIsStale()) {
  const built = spawnSync(process.execPath, [join(root, 'build.mjs')], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const bundle = await buildServer();
await import(bundle);
