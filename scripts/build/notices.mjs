// The third-party notices page the build writes next to the assets (issue 37): every package in
// the bundle with its version, license, full license text and NOTICE file. It lives under
// assets/ because the console's file servers serve only index.html and assets/ (Flipt's FS(),
// the local service); as an .html page it is revalidated on every visit and shown, not
// downloaded, by both. No script and no inline style, so the console's CSP applies unchanged.
import { licenseProblems } from './licenses.mjs';
import { bundledPackages } from './packages.mjs';

/** The notices page's file name under assets/; the Support page links to it. */
export const NOTICES_FILE = 'third-party-notices.html';

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const anchor = (p) => `${p.name.replace(/^@/, '')}-${p.version}`.replace(/[^\w.-]/g, '-');
const texts = (list) => list.map(({ file, text }) => `<h3>${escape(file)}</h3>\n<pre>${escape(text.trimEnd())}</pre>`);

function entry(p) {
  const homepage = p.homepage ? ` · <a href="${escape(p.homepage)}">${escape(p.homepage)}</a>` : '';
  return [
    `<section id="${anchor(p)}">`,
    `<h2>${escape(p.name)} ${escape(p.version)}</h2>`,
    `<p>License: ${escape(p.license ?? 'none declared')}${homepage}</p>`,
    ...texts(p.licenseTexts),
    ...texts(p.notices),
    '</section>',
  ].join('\n');
}

/** The page for the console at `version` and the bundled `packages` (scripts/build/packages.mjs). */
export function noticesHtml(version, packages) {
  const list = packages.map((p) => `<li><a href="#${anchor(p)}">${escape(p.name)} ${escape(p.version)}</a> (${escape(p.license ?? 'none declared')})</li>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Third-party notices · Flipt console ${escape(version)}</title>
</head>
<body>
<main>
<h1>Third-party notices</h1>
<p>Flipt console ${escape(version)} is released under the MIT License. Its bundle includes the
${packages.length} packages below, each under its own license, whose text follows with any NOTICE
file the package carries.</p>
<ul>
${list.join('\n')}
</ul>
${packages.map(entry).join('\n')}
</main>
</body>
</html>
`;
}

/**
 * What a build's metafile says about third-party code: the bundled packages, their notices page
 * and the license check's problems (one line per package that fails it). A few ms of file reads.
 */
export function thirdParty(metafile, root, version) {
  const packages = bundledPackages(metafile, root);
  return { packages, html: noticesHtml(version, packages), problems: licenseProblems(packages) };
}
