// PLACEHOLDER (replaced by its feature's owner).
import type { FlagTabProps } from '../flags/tabs';

export function RolloutsTab({ flag }: FlagTabProps) {
  return <p>{flag.key}</p>;
}
