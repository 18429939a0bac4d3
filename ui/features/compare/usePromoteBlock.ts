// Whether namespace B takes a promote's writes: read-only storage, or an authorization policy that
// refuses creating or changing flags or segments there, disables promoting with the reason.
import { READ_ONLY, useMeta } from '../meta';
import { refusal, usePermissions } from '../permissions';

/** Why B refuses a promote's writes, in words; undefined when it may take them. */
export function usePromoteBlock(b: string): string | undefined {
  const permissions = usePermissions(b);
  if (useMeta().readOnly) return READ_ONLY;
  return (['flag', 'segment'] as const).flatMap((r) => [refusal(permissions, r, 'create', b), refusal(permissions, r, 'update', b)]).find(Boolean);
}
