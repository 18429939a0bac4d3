// PLACEHOLDER (replaced by its feature's owner).
import type { Segment } from '../segments/schema';

export function ConstraintsSection({ segment }: { namespaceKey: string; segment: Segment }) {
  return <p>{segment.constraints.length}</p>;
}
