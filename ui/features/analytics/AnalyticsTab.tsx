// PLACEHOLDER (replaced by its feature's owner).
import type { FlagTabProps } from '../flags/tabs';

export function AnalyticsTab({ flag }: FlagTabProps) {
  return <p>{flag.key}</p>;
}
