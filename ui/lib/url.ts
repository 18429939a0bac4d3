// Addresses that come from the server or a token (an issuer, a release link, a sign-in address,
// a picture) reach an href or the browser's location only through webUrl (issue 43): a
// `javascript:`, `data:` or `vbscript:` value, however it is written, never does. No React here.

const WEB_SCHEMES = new Set(['http:', 'https:']);

/**
 * The address as the browser would read it, resolved against the page, when it is an `http:` or
 * `https:` one; null otherwise (another scheme, or not an address at all). The browser's own URL
 * parser judges it, so letter case, white space and control characters inside the scheme (which
 * the browser drops before it looks) cannot hide one.
 */
export function webUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, location.href);
    return WEB_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
