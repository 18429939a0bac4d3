// Bundles the local service (TypeScript) into one ES module that Node runs directly.
import { build } from 'esbuild';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = join(root, '.cache', 'server', 'main.mjs');

/** The Flipt release the service imitates (the last v1) and reports in /meta/info. */
export const FLIPT_VERSION = 'v1.61.1';

/** Bundles written next to each other: the service, and the thread that parses declarative files
 *  (scripts/server/declarative/worker.ts), which the service loads from its own folder. */
const ENTRIES = { main: 'scripts/server/main.ts', 'declarative-worker': 'scripts/server/declarative/worker.ts' };

export async function buildServer() {
  const outdir = join(dirname(serverBundle), `.build-${process.pid}`);
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(root, file)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
    define: { __VERSION__: JSON.stringify(FLIPT_VERSION) },
    banner: { js: `// generated from scripts/server by scripts/build-server.mjs (${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version})` },
  });
  // Renamed into place, the worker first, so a service being spawned concurrently never reads a
  // half-written file.
  for (const name of [...Object.keys(ENTRIES)].reverse()) renameSync(join(outdir, `${name}.mjs`), join(dirname(serverBundle), `${name}.mjs`));
  rmSync(outdir, { recursive: true, force: true });
  return serverBundle;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
