// A release's section of CHANGELOG.md (Keep a Changelog): `## [1.0.0] - 2026-12-01` down to the
// next `## ` heading. Its date is the release's: the artifact's files carry it as their time.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The section of `version` in the changelog `text` and its date (a Date at 00:00 UTC). Throws,
 * saying what to write, when there is no such section or its heading has no valid date.
 */
export function releaseSection(text, version) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^## \\[?${escape(version)}\\]?(\\s|$)`).test(line));
  const want = `"## [${version}] - YYYY-MM-DD"`;
  if (start < 0) {
    throw new Error(`CHANGELOG.md has no section for ${version}: at release, "## Unreleased" becomes ${want} and a new "## Unreleased" goes above it`);
  }
  const day = new RegExp(`^## \\[${escape(version)}\\] - (\\d{4}-\\d{2}-\\d{2})\\s*$`).exec(lines[start])?.[1];
  const date = day ? new Date(`${day}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new Error(`CHANGELOG.md: the heading of ${version}'s section, "${lines[start]}", must read ${want} with the release's date`);
  }
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return { date, text: `${lines.slice(start, end < 0 ? undefined : end).join('\n').trim()}\n` };
}
