// vanilla-extract's production names: short, and derived from the sources alone.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every `.css.ts` file under ui/, sorted, as paths relative to the project root. */
function styleFiles(dir = 'ui') {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? styleFiles(`${dir}/${e.name}`) : e.name.endsWith('.css.ts') ? [`${dir}/${e.name}`] : []))
    .sort();
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n) => (n < LETTERS.length ? LETTERS[n] : letters(Math.floor(n / LETTERS.length) - 1) + LETTERS[n % LETTERS.length]);

/**
 * Production class, variable and keyframe names for vanilla-extract: the style file's place in
 * the sorted list of style files, in letters, then the name's place in that file, in digits
 * (`b0`, `b1`, … `Az12`). vanilla-extract's own short names are 6–9 character hashes that gzip
 * poorly in both files; these save ≈ 1.3 kB gzip. Letters-then-digits keeps every name
 * distinct, and the names depend only on the sources, so builds stay byte-identical. vanilla-extract evaluates a style
 * file once per file that imports it, always making its names in the same order, so the first
 * evaluation numbers them and later ones reuse that numbering.
 */
export function shortIdentifiers() {
  const files = new Map(styleFiles().map((file, i) => [file, letters(i)]));
  const names = new Map();
  const counts = new Map();
  return ({ hash, filePath }) => {
    const file = files.get(filePath.replaceAll('\\', '/'));
    if (!file) return /^\d/.test(hash) ? `_${hash}` : hash;
    let name = names.get(hash);
    if (!name) {
      const n = counts.get(file) ?? 0;
      counts.set(file, n + 1);
      name = `${file}${n}`;
      names.set(hash, name);
    }
    return name;
  };
}
