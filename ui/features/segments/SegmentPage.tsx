// PLACEHOLDER (replaced by its feature's owner).
export function SegmentPage() {
  return <h1>SegmentPage</h1>;
}
