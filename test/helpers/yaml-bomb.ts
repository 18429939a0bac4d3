// A "billion laughs" YAML text for the reader's limits: `levels` anchors, each a list of ten
// aliases of the one before, so the last expands to 10^(levels+1) values from a few hundred bytes.

/** The document's top-level lines (keys a0…a<levels>). */
export const aliasBomb = (levels: number) =>
  `${['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: levels }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n')}\n`;
