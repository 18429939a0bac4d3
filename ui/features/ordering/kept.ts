// A rule or rollout card whose item is deleted elsewhere while its form holds unsaved edits stays
// where it was (issue 36 item 9), outside the order, until the operator re-creates it from the
// values or discards them; a card without edits goes as before. Cards tell their list whether
// they hold edits, and that the operator deletes the item here (then it just goes).
import { createContext, useContext, useRef, useState, type RefObject } from 'react';
import { keepGone } from '../../lib/gone';
import { focusAfterRemoval } from './focus';
import { nextRank } from './reorder';

/** What a card learns from its list, and tells it. */
export type Kept = {
  /** Deleted elsewhere while edited: kept on screen, not in the order. */
  gone: boolean;
  /** The rank a re-created item takes: after the last. */
  rank: number;
  /** Whether the card's form holds unsaved edits. */
  editing: (dirty: boolean) => void;
  /** The operator deletes the item here: it is not kept. */
  deleting: () => void;
  /** Drops the kept card. */
  discard: () => void;
};

export const KeptItem = createContext<Kept | null>(null);

/** The card's place in its list (null outside a SortableList). */
export const useKept = () => useContext(KeptItem);

/**
 * `items` as shown, with the kept cards where they were (in `list`, each `li` marked `data-gone`
 * with its id); whether an id is kept; each card's Kept.
 */
export function useKeptItems<T extends { id: string; rank: number }>(items: readonly T[], list: RefObject<HTMLElement | null>) {
  const edited = useRef(new Set<string>()).current;
  const [state, setState] = useState({ items, shown: items });
  let { shown } = state;
  if (state.items !== items) {
    shown = keepGone(shown, items, (id) => edited.has(id));
    setState({ items, shown });
  }
  const live = new Set(items.map((item) => item.id));
  const isGone = (id: string) => !live.has(id);
  const of = (id: string): Kept => ({
    gone: isGone(id),
    rank: nextRank(items),
    editing: (dirty) => void (dirty ? edited.add(id) : edited.delete(id)),
    deleting: () => void edited.delete(id),
    discard: () => {
      focusAfterRemoval(list.current?.querySelector(`[data-gone="${id}"]`) ?? null)();
      edited.delete(id);
      setState((prev) => ({ ...prev, shown: prev.shown.filter((item) => item.id !== id) }));
    },
  });
  return { shown, isGone, of };
}
