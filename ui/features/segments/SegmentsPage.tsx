// PLACEHOLDER (replaced by its feature's owner).
export function SegmentsPage() {
  return <h1>SegmentsPage</h1>;
}
