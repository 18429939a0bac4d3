/** A field path inside one document, as `flags[2].rules[0]` reads it. */
export type Path = readonly (string | number)[];

/** Why a state file cannot be loaded, pointing at its file and (when known) its line. */
export class LoadError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    message: string,
  ) {
    super(message);
  }

  /** `file:line: message`, one line, as editors and terminals link it. */
  describe(): string {
    const where = this.line === undefined ? this.file : `${this.file}:${this.line}`;
    return `${where}: ${this.message.replace(/\s*\n\s*/g, ' ')}`;
  }
}

/** A document that breaks the format at `path`; the reader turns it into a LoadError with a line. */
export class Invalid extends Error {
  constructor(
    readonly path: Path,
    message: string,
  ) {
    super(message);
  }
}

/** `flags[2].rules[0].segment` */
export function formatPath(path: Path): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

/** One line for a failed load: a LoadError's `file:line: reason`, anything else under `where`. */
export function describeFailure(err: unknown, where: string): string {
  return err instanceof LoadError ? err.describe() : `${where}: ${err instanceof Error ? err.message : String(err)}`;
}
