// What a disabled flag's switch does not say (Flipt #2981, issue 40.9): a variant flag that is off
// keeps its rules, which apply again once it is enabled; a boolean flag's `enabled` is only its
// default value, and its rollouts still serve their values (EVALUATION.md §4). The flags list
// counts each flag's rules and rollouts from the namespace's evaluation snapshot, one request.
import * as v from 'valibot';
import { request } from '../../lib/http';
import type { Flag } from './schema';

const Parts = v.optional(v.nullable(v.array(v.unknown())));
const SnapshotSchema = v.looseObject({ flags: v.optional(v.nullable(v.array(v.looseObject({ key: v.string(), rules: Parts, rollouts: Parts })))) });

/** The key of a namespace's counts, under its flags so a live refresh renews it. */
export const targetingKey = (ns: string) => ['flags', ns, 'targeting'] as const;

/**
 * How many rules or rollouts each flag of the namespace has (flags with none are left out); none
 * known when the snapshot cannot be read (a policy may refuse it): the list then says nothing more.
 */
export async function fetchTargeting([, ns]: ReturnType<typeof targetingKey>): Promise<ReadonlyMap<string, number>> {
  const snapshot = await request(`internal/v1/evaluation/snapshot/namespace/${encodeURIComponent(ns)}`, { schema: SnapshotSchema }).catch(() => null);
  return new Map((snapshot?.flags ?? []).map((f) => [f.key, (f.rules?.length ?? 0) + (f.rollouts?.length ?? 0)] as const).filter(([, n]) => n > 0));
}

/** A listed flag with the count of its rules or rollouts, once known. */
export type ListedFlag = Flag & { targeting?: number };

/** The flags, those that are disabled and have targeting with its count (the others as they are). */
export const withTargeting = (flags: Flag[], counts: ReadonlyMap<string, number> | undefined): ListedFlag[] =>
  counts ? flags.map((f) => (f.enabled || !counts.has(f.key) ? f : { ...f, targeting: counts.get(f.key) })) : flags;

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A disabled flag's targeting, short ("3 rules") and in a sentence; null when enabled or without any. */
export function targetingNote(flag: Pick<Flag, 'type' | 'enabled'>, count: number): { short: string; long: string } | null {
  if (flag.enabled || count === 0) return null;
  const one = count === 1;
  if (flag.type === 'BOOLEAN_FLAG_TYPE') {
    const what = one ? 'its rollout still serves its value' : `its ${count} rollouts still serve their values`;
    return { short: counted(count, 'rollout'), long: `Disabled only sets the default value to false: ${what} to the entities that match.` };
  }
  const what = one ? 'its rule is kept and applies' : `its ${count} rules are kept and apply`;
  return { short: counted(count, 'rule'), long: `Disabled: ${what} once it is enabled; until then every evaluation returns its default variant, if it has one.` };
}
