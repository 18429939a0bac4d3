// How every browser this project starts is launched: Debian's Chromium, headless, with no network
// beyond this machine (background networking off; every host but localhost fails to resolve).

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The launch arguments; `hosts` maps further names to loopback addresses (`{ 'rebind.test':
 * '127.0.0.1' }`), as an attacker's DNS would for a rebinding test. No other name resolves.
 */
export function chromiumArgsWith(hosts = {}) {
  const mapped = Object.entries(hosts).map(([name, address]) => `MAP ${name} ${address}, `);
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--host-resolver-rules=${mapped.join('')}MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
  ];
}

export const chromiumArgs = chromiumArgsWith();
