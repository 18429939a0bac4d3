// A reproducible .tar.gz (issue 37): ustar entries in the order given, every time and owner
// fixed, gzip without a name or timestamp. The same entries always give the same bytes, so a
// release made twice, or on two clones, has the same SHA-256. Also reads such an archive back.
import { gunzipSync, gzipSync } from 'node:zlib';

const BLOCK = 512;

/** Writes `value` as a NUL-terminated octal number filling `width` bytes of `header` at `at`. */
function octal(header, at, width, value) {
  header.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, width, 'ascii');
}

/** One ustar header: owner 0:0 without names, `mtime` in seconds since the epoch. */
function header({ path, type, mode, size }, mtime) {
  const name = Buffer.from(path);
  if (name.length > 100) throw new Error(`tar: ${path} is longer than 100 bytes`);
  const h = Buffer.alloc(BLOCK);
  name.copy(h, 0);
  octal(h, 100, 8, mode);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, mtime);
  h.write(type === 'dir' ? '5' : '0', 156, 1, 'ascii');
  h.write('ustar\0' + '00', 257, 8, 'ascii');
  h.fill(' ', 148, 156);
  const sum = h.reduce((n, byte) => n + byte, 0);
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

/**
 * A gzipped tar of `entries` ({ path, data } for files, { path } ending in '/' for folders), in
 * the order given: files 0644, folders 0755, all dated `mtime` (a Date).
 */
export function tarGz(entries, mtime) {
  const seconds = Math.floor(mtime.getTime() / 1000);
  const parts = entries.flatMap(({ path, data }) => {
    if (path.endsWith('/')) return [header({ path, type: 'dir', mode: 0o755, size: 0 }, seconds)];
    const padding = Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK);
    return [header({ path, type: 'file', mode: 0o644, size: data.length }, seconds), data, padding];
  });
  const gz = gzipSync(Buffer.concat([...parts, Buffer.alloc(2 * BLOCK)]), { level: 9 });
  // zlib writes the system it was built for into the header; say Unix wherever it runs.
  gz[9] = 3;
  return gz;
}

const text = (block, at, width) => block.toString('utf8', at, at + width).replace(/\0.*$/s, '');
const number = (block, at, width) => parseInt(text(block, at, width).trim() || '0', 8);

/** The entries of a .tar.gz: path, type ('file', 'dir' or the type flag), mode, owner, time and data. */
export function readTarGz(bytes) {
  const tar = gunzipSync(bytes);
  const entries = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const block = tar.subarray(at, at + BLOCK);
    if (block.every((b) => b === 0)) break;
    const size = number(block, 124, 12);
    const flag = text(block, 156, 1);
    const prefix = text(block, 345, 155);
    entries.push({
      path: (prefix ? `${prefix}/` : '') + text(block, 0, 100),
      type: flag === '5' ? 'dir' : flag === '0' || flag === '' ? 'file' : flag,
      mode: number(block, 100, 8),
      uid: number(block, 108, 8),
      gid: number(block, 116, 8),
      mtime: number(block, 136, 12),
      data: Buffer.from(tar.subarray(at + BLOCK, at + BLOCK + size)),
    });
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
