// `npm run vendor-check -- <flipt-console-X.Y.Z.tar.gz> <flipt checkout>` (issue 37): checks the
// artifact's sum against the SHA256SUMS beside it, puts its ui/ in place of the checkout's ui/
// folder, then runs `go vet` and `go test` on Flipt's ui package there, as Flipt's release
// build (-tags assets) and without the tag. It never builds Flipt: that stays the release
// engineer's own step (README "Shipping the console in Flipt v1.54").
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTarGz } from './tar.mjs';

/** Fails unless a SHA256SUMS beside `artifact` lists its name with its bytes' SHA-256. */
function checkSum(artifact, bytes) {
  const sums = join(dirname(artifact), 'SHA256SUMS');
  if (!existsSync(sums)) throw new Error(`no SHA256SUMS beside ${artifact}: download it with the artifact`);
  const want = readFileSync(sums, 'utf8').split('\n').map((l) => l.split(/\s+\*?/)).find(([, name]) => name === basename(artifact))?.[0];
  if (!want) throw new Error(`${sums} does not list ${basename(artifact)}`);
  const got = createHash('sha256').update(bytes).digest('hex');
  if (got !== want) throw new Error(`${basename(artifact)}: sha256 ${got}, but SHA256SUMS says ${want}`);
  return got;
}

/** The artifact's ui/ files, as paths under ui/ and their bytes; refuses anything unexpected. */
function uiFiles(bytes) {
  const files = readTarGz(bytes).filter((e) => e.type === 'file');
  const top = files[0]?.path.split('/')[0];
  const ui = files.filter((e) => e.path.startsWith(`${top}/ui/`)).map((e) => ({ path: e.path.slice(top.length + 1), data: e.data }));
  if (!ui.some((e) => e.path === 'ui/index.html') || !ui.some((e) => e.path === 'ui/embed.go')) throw new Error('the artifact has no ui/index.html and ui/embed.go');
  const bad = ui.find((e) => e.path.split('/').some((part) => part === '..' || part === ''));
  if (bad) throw new Error(`the artifact holds an unsafe path: ${bad.path}`);
  return ui;
}

/** Replaces `flipt`'s ui/ folder with `files`. */
function putInPlace(flipt, files) {
  const mod = existsSync(join(flipt, 'go.mod')) ? readFileSync(join(flipt, 'go.mod'), 'utf8') : '';
  if (!/^module go\.flipt\.io\/flipt\s*$/m.test(mod)) throw new Error(`${flipt} is not a checkout of Flipt (no go.mod of module go.flipt.io/flipt)`);
  rmSync(join(flipt, 'ui'), { recursive: true, force: true });
  for (const { path, data } of files) {
    mkdirSync(dirname(join(flipt, path)), { recursive: true });
    writeFileSync(join(flipt, path), data);
  }
}

/** `go vet` and `go test` of ./ui/... in `flipt`, with and without the assets tag; true when all pass. */
function goChecks(flipt) {
  let ok = true;
  for (const command of ['vet', 'test']) {
    for (const tags of [['-tags', 'assets'], []]) {
      const args = [command, ...tags, './ui/...'];
      const r = spawnSync('go', args, { cwd: flipt, encoding: 'utf8' });
      const passed = r.status === 0;
      console.log(`${passed ? 'ok  ' : 'FAIL'} go ${args.join(' ')}`);
      if (!passed) process.stdout.write(`${r.error?.message ?? ''}${r.stdout ?? ''}${r.stderr ?? ''}`.replace(/^/gm, '    ') + '\n');
      ok &&= passed;
    }
  }
  return ok;
}

/** Runs the vendoring check; true when the artifact's ui/ is in place and Go's checks pass. */
export function vendorCheck(artifact, flipt) {
  const bytes = readFileSync(artifact);
  const sha256 = checkSum(artifact, bytes);
  console.log(`${basename(artifact)}: sha256 ${sha256} matches SHA256SUMS`);
  const files = uiFiles(bytes);
  putInPlace(flipt, files);
  console.log(`${join(flipt, 'ui')}: replaced by the artifact's ui/ (${files.length} files)`);
  return goChecks(flipt);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [artifact, flipt] = process.argv.slice(2);
  if (!artifact || !flipt) {
    console.error('usage: npm run vendor-check -- <flipt-console-X.Y.Z.tar.gz> <Flipt checkout>');
    process.exit(2);
  }
  try {
    const ok = vendorCheck(resolve(artifact), resolve(flipt));
    console.log(ok ? 'vendoring check passed: build Flipt as before (README "Shipping the console in Flipt v1.54")' : 'vendoring check FAILED');
    process.exitCode = ok ? 0 : 1;
  } catch (err) {
    console.error(`vendor-check: ${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
  }
}
