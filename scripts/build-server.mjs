// Bundles the local service (TypeScript) into one ES module that Node runs directly.
import { build } from 'esbuild';
import { readFileSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = join(root, '.cache', 'server', 'main.mjs');

/** Flipt version the service reports: the one whose API it follows. */
export const FLIPT_VERSION = 'v1.54.0';

export async function buildServer() {
  await build({
    entryPoints: [join(root, 'scripts/server/main.ts')],
    outfile: `${serverBundle}.${process.pid}.tmp`,
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
  // Renamed into place so a service being spawned concurrently never reads a half-written file.
  renameSync(`${serverBundle}.${process.pid}.tmp`, serverBundle);
  return serverBundle;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
