/**
 * Holds reads of flag state while declarative storage replaces it in slices: the new state is
 * written over several turns of the event loop in one open transaction, and a read in between
 * would see part of it. Reads wait on `ready()` instead, and see the old state or the new one.
 */
export class StateGate {
  private pending: Promise<unknown> | undefined;

  /** Holds reads until `work` settles; returns `work`. */
  hold<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.pending = settled;
    void settled.then(() => {
      if (this.pending === settled) this.pending = undefined;
    });
    return work;
  }

  /** A promise to wait on while state is being replaced; undefined (read now) otherwise. */
  ready(): Promise<unknown> | undefined {
    return this.pending;
  }
}
