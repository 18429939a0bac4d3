// The writes of an entity with a list and detail pages (flags, segments) and the cache refreshes
// SPEC §4 asks for: the namespace's list after every write, the saved entity straight into its
// detail key, and after a copy the target namespace's caches. What belongs to one entity (a
// flag's rules, rollouts and counts) is keyed under its detail key, so a delete drops it all.
import { useSWRConfig } from 'swr';
import { resetUnder, underKey, type Key } from '../../lib/swr';
import type { CopyProgress } from './copy';

/** An entity's key factory and calls. */
export interface EntityCalls<B, U, T> {
  keys: { namespace(ns: string): Key; list(ns: string): Key; detail(ns: string, key: string): Key };
  create(ns: string, body: B): Promise<T>;
  update(ns: string, key: string, body: U): Promise<T>;
  remove(ns: string, key: string): Promise<unknown>;
  copy(from: string, key: string, to: string, newKey: string): Promise<CopyProgress>;
}

/** create, update, remove and copy in namespace `ns`, each refreshing what it changed. */
export function useEntityWrites<B, U, T>(ns: string, calls: EntityCalls<B, U, T>) {
  const { mutate } = useSWRConfig();
  const refreshList = () => mutate(underKey(calls.keys.list(ns)));
  return {
    create: async (body: B) => {
      const created = await calls.create(ns, body);
      await refreshList();
      return created;
    },
    update: async (key: string, body: U) => {
      const updated = await calls.update(ns, key, body);
      await mutate(calls.keys.detail(ns, key), updated, { revalidate: false });
      void refreshList();
      return updated;
    },
    /** Drops the entity's caches, its own and those under it, without refetching them (its page is leaving); the list reloads. */
    remove: async (key: string) => {
      await calls.remove(ns, key);
      await Promise.all([mutate(underKey(calls.keys.detail(ns, key)), undefined, { revalidate: false }), resetUnder(mutate, calls.keys.list(ns))]);
    },
    /** The target's caches refresh whatever the outcome: a stopped copy leaves part of it there. */
    copy: async (key: string, target: string, newKey: string) => {
      try {
        return await calls.copy(ns, key, target, newKey);
      } finally {
        void mutate(underKey(calls.keys.namespace(target)));
      }
    },
  };
}
