// React Aria makes the page behind a modal `inert`. Assistive technology that predates `inert`,
// and browser automation written against Flipt's console (whose dialogs set both), still read
// the page behind as present: we also mark it aria-hidden while a modal is open, as Flipt does.

const counts = new WeakMap<Element, number>();

/** Elements that stay readable over a modal: toasts (top layer) and live announcers. */
const keepsVisible = (el: Element) => el instanceof HTMLElement && (el.dataset.reactAriaTopLayer !== undefined || el.dataset.liveAnnouncer === 'true');

/**
 * Marks every child of <body> but the one holding `modal` aria-hidden, counted so that nested
 * modals and attributes set by others are respected; returns the undo.
 */
export function hideOthers(modal: Element): () => void {
  const body = modal.ownerDocument.body;
  const own = Array.from(body.children).find((child) => child.contains(modal));
  const hidden = Array.from(body.children).filter((el) => {
    if (el === own || keepsVisible(el) || el.tagName === 'SCRIPT') return false;
    const count = counts.get(el) ?? 0;
    if (count === 0 && el.getAttribute('aria-hidden') === 'true') return false; // someone else's
    counts.set(el, count + 1);
    el.setAttribute('aria-hidden', 'true');
    return true;
  });
  return () => {
    for (const el of hidden) {
      const count = (counts.get(el) ?? 1) - 1;
      counts.set(el, count);
      if (count === 0) el.removeAttribute('aria-hidden');
    }
  };
}
