// CRC-32/IEEE (reflected polynomial 0xEDB88320), table driven, over UTF-8 bytes.
const TABLE = buildTable();
const encoder = new TextEncoder();
// Reused between calls so hashing does not allocate; inputs beyond the cap get a throwaway buffer
// rather than pinning a huge one.
const SCRATCH_CAP = 1 << 16;
let scratch = new Uint8Array(256);

function buildTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
}

// Continues a running (pre-inverted) CRC over the UTF-8 bytes of `s`. Lone surrogates become
// U+FFFD bytes, as TextEncoder (and Go's JSON decoder, per string) produce them.
function update(crc: number, s: string): number {
  const need = s.length * 3; // UTF-8 never needs more than 3 bytes per UTF-16 code unit
  if (need > scratch.length && need <= SCRATCH_CAP) scratch = new Uint8Array(need);
  const bytes = need <= scratch.length ? scratch : new Uint8Array(need);
  const { written } = encoder.encodeInto(s, bytes);
  for (let i = 0; i < written; i++) crc = TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return crc;
}

/**
 * CRC-32/IEEE of the concatenated UTF-8 bytes of `parts`, as an unsigned 32-bit number.
 * Each part is encoded on its own, as Go sees two separately decoded JSON strings.
 */
export function crc32(...parts: string[]): number {
  let crc = 0xffffffff;
  for (const part of parts) crc = update(crc, part);
  return (crc ^ 0xffffffff) >>> 0;
}

function crcOfPair(first: string, second: string): number {
  return (update(update(0xffffffff, first), second) ^ 0xffffffff) >>> 0;
}

/** The variant bucket 0…999: crc(flagKey + entityId) % 1000 (flag key first). */
export function variantBucket(flagKey: string, entityId: string): number {
  return crcOfPair(flagKey, entityId) % 1000;
}

/** The threshold bucket 0…99: crc(entityId + flagKey) % 100 (entity id first). */
export function booleanBucket(flagKey: string, entityId: string): number {
  return crcOfPair(entityId, flagKey) % 100;
}
