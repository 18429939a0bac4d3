// PLACEHOLDER (replaced by its feature's owner).
export function FlagsPage() {
  return <h1>FlagsPage</h1>;
}
