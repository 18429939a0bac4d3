// Where keyboard focus goes when a card's own control disappears or is disabled (issue 29.6):
// without this it falls to the page body, and the next Tab starts over from the top.
import { useEffect, useRef, type RefObject } from 'react';
import { FIRST_CONTROL, focusWhenLost, isFocusVisible, lost } from '../../design/components';

const FIELD = 'input:not(:disabled):not([type=hidden]),textarea:not(:disabled),select:not(:disabled)';

/**
 * For a quick-edit form: keyboard focus that was in `form` when it was submitted and fell to the
 * body while saving (Update and Reset are disabled meanwhile and after) goes to the form's first
 * field once the save is done. A click on Update leaves focus alone. Call the returned function
 * on submit.
 */
export function useFocusAfterSave(form: RefObject<HTMLFormElement | null>, pending: boolean): () => void {
  const within = useRef(false);
  useEffect(() => {
    if (pending || !within.current) return;
    within.current = false;
    const active = document.activeElement as HTMLButtonElement | null;
    if (lost() || active?.disabled) form.current?.querySelector<HTMLElement>(FIELD)?.focus();
  }, [pending, form]);
  return () => {
    const active = document.activeElement;
    within.current = !!active && !!form.current?.contains(active) && isFocusVisible(active);
  };
}

/**
 * Before the card at `card` is deleted: returns what to call once it is, which focuses the next
 * card's actions menu button (else the previous card's, else the first control of the section).
 */
export function focusAfterRemoval(card: HTMLElement | null): () => void {
  const item = card?.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const section = item?.closest('section');
  const menuOf = (el: Element | null | undefined) => el?.querySelector<HTMLElement>('[data-testid$="-menu-button"]:not(:disabled)');
  return () => focusWhenLost(() => (neighbour?.isConnected ? menuOf(neighbour) : null) ?? section?.querySelector<HTMLElement>(FIRST_CONTROL));
}
