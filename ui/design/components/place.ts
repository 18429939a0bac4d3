// Where a floating box (menu, tooltip) goes next to its anchor, in viewport coordinates.

/** A side of the anchor ("start"/"end" are left/right: the console is left-to-right). */
export type Side = 'top' | 'bottom' | 'start' | 'end';

/**
 * Coordinates for a box of `size` on `side` of `anchor`, `gap` px away: flipped to the opposite
 * side when only that one has room, aligned along the side and kept inside the viewport. The top
 * `coveredTop` px of the viewport (under a sticky bar) do not count as room above the anchor.
 */
export function placeBeside(
  anchor: DOMRect,
  size: { width: number; height: number },
  side: Side,
  align: 'start' | 'center' | 'end',
  gap: number,
  coveredTop = 0,
) {
  const [vw, vh] = [window.innerWidth, window.innerHeight];
  const room: Record<Side, number> = { top: anchor.top - coveredTop, bottom: vh - anchor.bottom, start: anchor.left, end: vw - anchor.right };
  const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', start: 'end', end: 'start' };
  const vertical = side === 'top' || side === 'bottom';
  const need = (vertical ? size.height : size.width) + gap;
  const s = room[side] >= need || room[opposite[side]] < need ? side : opposite[side];
  const clamp = (v: number, length: number, max: number) => Math.max(gap, Math.min(v, max - length - gap));
  const along = (start: number, length: number, anchorLength: number) =>
    align === 'start' ? start : align === 'end' ? start + anchorLength - length : start + (anchorLength - length) / 2;
  if (vertical) {
    const top = s === 'top' ? anchor.top - gap - size.height : anchor.bottom + gap;
    return { top, left: clamp(along(anchor.left, size.width, anchor.width), size.width, vw) };
  }
  const left = s === 'start' ? anchor.left - gap - size.width : anchor.right + gap;
  return { top: clamp(along(anchor.top, size.height, anchor.height), size.height, vh), left };
}
