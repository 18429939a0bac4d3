// PLACEHOLDER (replaced by its feature's owner).
export function FlagPage() {
  return <h1>FlagPage</h1>;
}
