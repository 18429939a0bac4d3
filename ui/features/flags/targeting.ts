// What a disabled flag's switch does not say (Flipt #2981, issue 40.9): a variant flag that is off
// keeps its rules, which apply again once it is enabled; a boolean flag's `enabled` is only its
// default value, and its rollouts still serve their values (EVALUATION.md §4). The flags list
// counts each flag's rules and rollouts from the namespace's evaluation snapshot, one request.
import { request } from '../../lib/http';
import type { Flag } from './schema';

type Snapshot = { flags?: { key?: unknown; rules?: unknown; rollouts?: unknown }[] | null } | null;

const length = (parts: unknown) => (Array.isArray(parts) ? parts.length : 0);

/** The key of a namespace's counts, under its flags so a live refresh renews it. */
export const targetingKey = (ns: string) => ['flags', ns, 'targeting'] as const;

/**
 * How many rules or rollouts each flag of the namespace has (flags with none are left out); none
 * known when the snapshot cannot be read (a policy may refuse it): the list then says nothing more.
 */
export async function fetchTargeting([, ns]: ReturnType<typeof targetingKey>): Promise<ReadonlyMap<string, number>> {
  const snapshot = (await request(`internal/v1/evaluation/snapshot/namespace/${encodeURIComponent(ns)}`).catch(() => null)) as Snapshot;
  const counts = (Array.isArray(snapshot?.flags) ? snapshot.flags : []).map((f) => [String(f?.key), length(f?.rules) + length(f?.rollouts)] as const);
  return new Map(counts.filter(([, n]) => n > 0));
}

/** A listed flag with the count of its rules or rollouts, and of its evaluations in the evaluated filter's window, once known. */
export type ListedFlag = Flag & { targeting?: number; evaluations?: number | null };

/** The flags, those that are disabled and have targeting with its count (the others as they are). */
export const withTargeting = (flags: Flag[], counts: ReadonlyMap<string, number> | undefined): ListedFlag[] =>
  counts ? flags.map((f) => (f.enabled || !counts.has(f.key) ? f : { ...f, targeting: counts.get(f.key) })) : flags;

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A disabled flag's targeting, short ("3 rules") and in a sentence; null when enabled or without any. */
export function targetingNote(flag: Pick<Flag, 'type' | 'enabled'>, count: number): { short: string; long: string } | null {
  if (flag.enabled || count === 0) return null;
  const boolean = flag.type === 'BOOLEAN_FLAG_TYPE';
  const short = counted(count, boolean ? 'rollout' : 'rule');
  const apply = `its ${short} still ${count === 1 ? 'applies' : 'apply'}`;
  return { short, long: boolean ? `Disabled only sets its default to false: ${apply}.` : `Disabled: ${apply} once it is enabled.` };
}
