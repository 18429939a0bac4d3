// The browser effects behind request(): fetch (which takes a GET that index.html's inline script
// started early), reload and navigation. Tests swap `transport`'s members.

/** Browser effects behind the data layer, swappable in tests. */
export type Transport = {
  fetch(url: string, init: RequestInit): Promise<Response>;
  reload(): void;
  assign(url: string): void;
};

/**
 * The GETs index.html's inline script started before the bundle ran (app/starter.ts), by URL:
 * the first call of one takes it instead of sending its own, until the start-up (GETs only) ends.
 */
const starts = globalThis as { __fliptStart?: Record<string, Promise<Response>> | undefined };

/** Ends the start-up: later calls always send their own request. */
export const endStart = () => (starts.__fliptStart = undefined);

const browserTransport: Transport = {
  fetch: (url, init) => {
    const started = starts.__fliptStart;
    const early = started?.[url];
    delete started?.[url];
    return early ?? globalThis.fetch(url, init);
  },
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};

/** The live transport. Assign its members to swap them; `resetTransport` restores the browser's. */
export const transport: Transport = { ...browserTransport };

/** Puts the browser's fetch, reload and navigation back into `transport`. */
export function resetTransport(): void {
  Object.assign(transport, browserTransport);
}
