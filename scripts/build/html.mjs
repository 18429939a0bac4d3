// index.html of the build: the page shell and its one inline script.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const STARTER = new URL('../../ui/app/starter.ts', import.meta.url);

/**
 * The one inline script of index.html: ui/app/starter.ts's function, compiled alone and called
 * (issue 28: time to list). It starts the start-up requests and loads the browser's Intl data
 * while the bundle is still downloaded and parsed. embed/embed.go's Content-Security-Policy
 * allows exactly this text by its SHA-256 (checked by a unit test and a Go test), so the same
 * sources must always give the same text.
 */
export function startScript() {
  const source = `${readFileSync(STARTER, 'utf8').replace(/^export /m, '')}\nstartRequests();\n`;
  const { code } = transformSync(source, { loader: 'ts', minify: true, format: 'iife', target: 'es2020', charset: 'utf8' });
  const text = code.trim();
  if (text.includes('<')) throw new Error('ui/app/starter.ts compiles to text with "<", which cannot be inlined in index.html');
  return text;
}

/**
 * The page shell. Relative URLs, so the console works when Flipt mounts it under a path prefix.
 * The generator line names the console's release, for whoever reads a server's page.
 */
export function indexHtml({ js, css, favicon, version }) {
  const start = startScript();
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="generator" content="Flipt console ${version}" />
    <title>Flipt</title>
    <link rel="icon" type="image/svg+xml" href="${favicon}" />
    <script type="module" src="${js}"></script>
    <script>${start}</script>
    <link rel="stylesheet" href="${css}" />
  </head>
  <body>
    <noscript>The Flipt console needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}
