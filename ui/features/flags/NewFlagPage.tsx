// PLACEHOLDER (replaced by its feature's owner).
export function NewFlagPage() {
  return <h1>NewFlagPage</h1>;
}
