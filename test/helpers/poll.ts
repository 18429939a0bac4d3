/** Polls until `probe` returns something, failing after `ms` with `what`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 6000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
