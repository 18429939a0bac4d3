// Records deleted elsewhere while an operator edits them (issue 36 item 9): an open form keeps its
// record and says it is gone, a list keeps the card being edited where it was. No React here.

/** `record` as `list` holds it now, and whether it is gone from the list (deleted elsewhere). */
export function listed<T extends { id: string }>(list: readonly T[], record: T): { record: T; gone: boolean } {
  const now = list.find((item) => item.id === record.id);
  return { record: now ?? record, gone: !now };
}

/**
 * The list `now` with the items of `shown` (the list as last shown) that it lacks and `keep`
 * names, each after the item it followed there (first when none did).
 */
export function keepGone<T extends { id: string }>(shown: readonly T[], now: readonly T[], keep: (id: string) => boolean): T[] {
  const out = [...now];
  let after = -1;
  for (const item of shown) {
    const at = out.findIndex((x) => x.id === item.id);
    if (at >= 0) after = at;
    else if (keep(item.id)) out.splice(++after, 0, item);
  }
  return out;
}
