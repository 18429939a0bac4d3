// What the browser sections of the bench share: a built console, Chromium launched the project's
// way (scripts/chromium.mjs), and a fresh context per run whose browser storage is a returning
// user's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/** Builds the console unless embed/ already holds a build (the bundle section builds it too). */
export function ensureBuilt(root) {
  if (existsSync(join(root, 'embed', 'index.html'))) return;
  const r = spawnSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, encoding: 'utf8' });
  if (!existsSync(join(root, 'embed', 'index.html'))) throw new Error(`node build.mjs failed: ${r.stderr || r.stdout}`);
}

/** Headless Chromium with the project's launch policy. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

const envelope = (state) => JSON.stringify({ state, version: 1 });

/**
 * What a returning operator's browser holds for our console, in its stores' format (zustand
 * envelopes): onboarding completed and the banner dismissed (so the namespace index does not
 * redirect to onboarding), and the session start of an earlier visit (the service requires no
 * sign-in), so the console may ask for the list before it renders.
 */
export const returningUser = [
  { name: 'event', value: envelope({ completedOnboarding: true, dismissedBanner_v1_49_0: true }) },
  { name: 'session', value: envelope({ session: { required: false, authenticated: false } }) },
];

/** A new context for the console at `url`: desktop viewport, reduced motion, `localStorage` set. */
export function consoleContext(browser, url, localStorage = returningUser) {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [{ origin: url, localStorage }] },
  });
}

/** The median of a list of numbers (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** POSTs JSON to the service and fails on anything but 200. */
export async function post(url, path, body) {
  const res = await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${text}`);
  return text;
}
