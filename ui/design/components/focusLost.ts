// Focus that fell to the page body when the control holding it went away (issue 29.6): without a
// new place the next Tab starts over from the top. No React here.

/** Whether focus has fallen to the body. */
export const lost = () => !document.activeElement || document.activeElement === document.body;

/** A section's first control, where focus goes when nothing nearer is left. */
export const FIRST_CONTROL = 'button:not(:disabled), a[href]';

/**
 * Focuses `target()` once focus has fallen to the body, trying for a few frames: a closing dialog
 * restores focus a frame or two after it unmounts (to a trigger that is gone), so an early focus
 * would be overtaken.
 */
export function focusWhenLost(target: () => HTMLElement | null | undefined, frames = 10) {
  requestAnimationFrame(() => {
    if (lost()) target()?.focus();
    else if (frames > 0) focusWhenLost(target, frames - 1);
  });
}

/**
 * Where focus goes back to when a panel opened by `trigger` closes: the trigger, else (an empty
 * state's "New …" replaced by the header's once the list has a card, issue 40.5) the control of
 * the same text in `section`, else the section's first control.
 */
export function backTo(trigger: Element | null, section: Element | null | undefined, sameText = true): HTMLElement | null | undefined {
  if (trigger instanceof HTMLElement && trigger.isConnected) return trigger;
  const text = sameText && trigger?.textContent;
  const same = text ? [...(section?.querySelectorAll<HTMLElement>(FIRST_CONTROL) ?? [])].find((el) => el.textContent === text) : null;
  return same ?? section?.querySelector<HTMLElement>(FIRST_CONTROL);
}

/**
 * Where focus goes back to when a layer opening now closes: the focused control, or, for an item
 * of a menu (gone with the menu), the button that opened the menu and names it.
 */
export function returnTarget(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role=menu]');
  if (!menu) return active;
  const id = menu.getAttribute('aria-labelledby');
  return id ? document.getElementById(id) : null;
}
