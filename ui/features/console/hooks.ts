// The data the explanation is computed from: the flag, its rules or rollouts, and the segments.
import { useFlag } from '../flags';
import type { Flag } from '../flags';
import { useRollouts } from '../rollouts';
import { useRules } from '../rules';
import { useSegments } from '../segments';
import { toEvalFlag, type MappedFlag } from './mapping';

/**
 * Loads what the explanation needs as soon as a flag is chosen; `refresh()` revalidates all of
 * it and resolves with the mapped flag (null when some part could not be loaded), so an
 * evaluation is explained with the data the server had at that moment.
 */
export function useExplanationData(ns: string, flag: Flag | null) {
  const key = flag?.key ?? null;
  const isBoolean = flag?.type === 'BOOLEAN_FLAG_TYPE';
  const detail = useFlag(ns, key);
  const rules = useRules(ns, key !== null && !isBoolean ? key : null);
  const rollouts = useRollouts(ns, key !== null && isBoolean ? key : null);
  const segments = useSegments(ns);
  return async (): Promise<MappedFlag | null> => {
    const [f, r, o, s] = await Promise.all([detail.mutate(), rules.mutate(), rollouts.mutate(), segments.mutate()]);
    if (!f || !s || (isBoolean ? !o : !r)) return null;
    return toEvalFlag(f, r?.rules ?? [], o?.rules ?? [], s.segments);
  };
}
