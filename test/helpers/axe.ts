// axe-core in the browser tests. Its source is evaluated through the DevTools protocol
// (page.evaluate), which the page's Content-Security-Policy does not govern, so pages are tested
// under the exact policy users get: no bypassCSP.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

type Theme = 'light' | 'dark';

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
  }
}

/** Loads axe-core into the page once. */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof window.axe === 'object')) return;
  await page.evaluate(axeSource());
}

/** Options for an axe run. */
export interface AxeOptions {
  /** CSS selectors to leave out of the run. */
  exclude?: string[];
  /** Rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

/** Runs axe on the whole document (WCAG 2.x A/AA and best practices) and returns the violations. */
export async function axeViolations(page: Page, opts: AxeOptions = {}): Promise<AxeViolation[]> {
  await injectAxe(page);
  const rules = Object.fromEntries((opts.disableRules ?? []).map((id) => [id, { enabled: false }]));
  // React Aria's live announcer keeps `role=img` entries labelled by a just-closed dialog's title
  // for 7 s (then removes them); they are off-screen announcements, not page content.
  const exclude = ['[data-live-announcer]', ...(opts.exclude ?? [])];
  const result = await page.evaluate(
    ([exclude, ruleOptions]) =>
      window.axe!.run({ exclude: exclude.map((s) => [s]) }, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        rules: ruleOptions,
        resultTypes: ['violations'],
      }),
    [exclude, rules] as const,
  );
  return result.violations;
}

/** Human-readable violations for an assertion message. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `      ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`);
      return `  ${v.id} (${v.impact}): ${v.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails when axe finds any violation; `label` says which state of the page was checked. */
export async function assertAccessible(page: Page, label: string, opts: AxeOptions = {}): Promise<void> {
  const violations = await axeViolations(page, opts);
  if (violations.length) throw new Error(`axe found ${violations.length} violation(s) in ${label}:\n${formatViolations(violations)}`);
}

/**
 * Switches the colour mode the way the app does: `data-theme` on <html> (what ui/main.tsx and the
 * preferences store write), with the media query emulated to match.
 */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
  // Let styles apply before axe reads computed colours.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Runs axe in light and then dark mode; fails listing the violations of each. */
export async function assertAccessibleInThemes(page: Page, label: string, opts: AxeOptions = {}, themes: Theme[] = ['light', 'dark']): Promise<void> {
  const failures: string[] = [];
  for (const theme of themes) {
    await setTheme(page, theme);
    const violations = await axeViolations(page, opts);
    if (violations.length) failures.push(`${label}, ${theme} mode:\n${formatViolations(violations)}`);
  }
  if (failures.length) throw new Error(`axe found violations:\n${failures.join('\n')}`);
}
