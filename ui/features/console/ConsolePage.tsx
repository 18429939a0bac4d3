// PLACEHOLDER (replaced by its feature's owner).
export function ConsolePage() {
  return <h1>ConsolePage</h1>;
}
