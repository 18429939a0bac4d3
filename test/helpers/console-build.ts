import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './server';

/** Builds the console into embed/ unless a build is already there (npm test builds it before e2e). */
export function ensureConsoleBuilt() {
  if (existsSync(join(projectRoot, 'embed', 'index.html'))) return;
  const r = spawnSync(process.execPath, [join(projectRoot, 'build.mjs')], { cwd: projectRoot, encoding: 'utf8' });
  // An over-budget build still writes its output; only a missing page is fatal here.
  if (!existsSync(join(projectRoot, 'embed', 'index.html'))) throw new Error(`node build.mjs failed:\n${r.stdout}${r.stderr}`);
}
