// `node build.mjs --watch`: a development build (readable names, sourcemaps) after every change.
import { context as esbuildContext } from 'esbuild';
import { emit } from './emit.mjs';
import { thirdParty } from './notices.mjs';
import { report } from './report.mjs';

/** Watches ui/ with esbuild `options` (a development build's), emitting into `outdir` on each change. */
export async function watch(options, outdir, version) {
  let started = performance.now();
  options.plugins.push({
    name: 'emit',
    setup(build) {
      build.onStart(() => void (started = performance.now()));
      build.onEnd(async (result) => {
        if (result.errors.length) return console.log(`build failed (${result.errors.length} errors); waiting for changes`);
        console.log(`rebuilt ${new Date().toLocaleTimeString()}`);
        const { html } = thirdParty(result.metafile, options.absWorkingDir, version);
        report(await emit(outdir, result.outputFiles ?? [], { version, notices: html }), performance.now() - started, outdir, true);
      });
    },
  });
  const ctx = await esbuildContext(options);
  await ctx.watch();
  console.log('watching ui/ for changes (Ctrl+C to stop)');
}
