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

/**
 * In the page: resolves `window.__keystroke` with the times from the next keydown to the end of
 * the next frame (`next`: what the key costs before the browser can paint it), to the rows
 * changing in the DOM (`dom`) and to the animation frame that paints them (`frame`). It watches
 * the whole of <main> for a change of the text of `selector` (the rows, the cards), since the
 * table itself may be replaced (the list swaps its first page for the whole namespace once a
 * search needs every row).
 */
export function armKeystroke(selector) {
  const rows = () => document.querySelector(selector)?.textContent ?? '';
  const before = rows();
  let start;
  let next;
  const keydown = (e) => {
    start = e.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (next ??= performance.now() - start);
      channel.port2.postMessage(0);
    });
  };
  document.addEventListener('keydown', keydown, { capture: true, once: true });
  window.__keystroke = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the rows did not change within 2 s of a keystroke')), 2000);
    const observer = new MutationObserver(() => {
      if (rows() === before) return;
      const dom = performance.now() - start;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const frame = performance.now() - start;
        resolve({ next: next ?? frame, dom, frame });
      });
    });
    observer.observe(document.querySelector('main'), { childList: true, subtree: true, characterData: true });
  });
}
