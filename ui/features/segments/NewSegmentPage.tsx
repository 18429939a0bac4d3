// PLACEHOLDER (replaced by its feature's owner).
export function NewSegmentPage() {
  return <h1>NewSegmentPage</h1>;
}
