// index.html of the build: the page shell and its one inline script.
/**
 * The one inline script of index.html: it makes the browser load its internationalisation data
 * (the first use of Intl in a page costs 20–25 ms on the reference machine) while the bundle is
 * still being parsed off the main thread, which otherwise sits idle for 70–80 ms. React Aria asks
 * for the locale as the bundle starts and the list formats its dates, so the bundle would pay for
 * it on the way to the first rows (issue 15: time to list). Its text is fixed: embed/embed.go's
 * Content-Security-Policy allows exactly this script by its SHA-256 (checked by a unit test).
 */
const WARM_UP_SCRIPT = 'Intl.DateTimeFormat().resolvedOptions()';

/** The page shell. Relative URLs, so the console works when Flipt mounts it under a path prefix. */
export function indexHtml({ js, css, favicon }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Flipt</title>
    <link rel="icon" type="image/svg+xml" href="${favicon}" />
    <link rel="stylesheet" href="${css}" />
    <script type="module" src="${js}"></script>
    <script>${WARM_UP_SCRIPT}</script>
  </head>
  <body>
    <noscript>The Flipt console needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}
