// What makes an open dialog modal, done by hand: the page behind is inert and does not scroll.
// (showModal() would do this natively, but it also makes the toast region inert and dims it under
// the backdrop: a failed save's error toast could be neither read nor dismissed.)

/** Open modals; page scrolling comes back when the last one closes. */
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

function lockScroll() {
  const root = document.documentElement;
  if (locks++ === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar goes away.
    const gutter = window.innerWidth - root.clientWidth;
    if (gutter > 0) root.style.paddingRight = `${gutter}px`;
    root.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  if (--locks === 0) Object.assign(document.documentElement.style, saved);
}

/**
 * Makes every other top-level element of the body inert (but toasts and live regions) and locks
 * scrolling; returns the undo. `keep` is the modal's own top-level element.
 */
export function isolate(keep: Element): () => void {
  const made = Array.from(document.body.children).filter(
    (el) => el !== keep && !el.hasAttribute('inert') && !el.matches('[data-react-aria-top-layer],[aria-live],script'),
  );
  for (const el of made) el.setAttribute('inert', '');
  lockScroll();
  return () => {
    for (const el of made) el.removeAttribute('inert');
    unlockScroll();
  };
}

const TABBABLE = 'a[href],button:not(:disabled),input:not(:disabled):not([type=hidden]),select:not(:disabled),textarea:not(:disabled),[tabindex]';

/** Keeps Tab inside the dialog: from its last control to the first and, with Shift, back. */
export function wrapTab(e: { shiftKey: boolean; preventDefault(): void }, dialog: HTMLElement): void {
  const all = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'));
  const [first, last] = [all[0], all.at(-1)];
  if (!first || !last) return e.preventDefault();
  const active = document.activeElement;
  if (e.shiftKey ? active === first || active === dialog : active === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

const FIELD = 'input:not(:disabled):not([type=hidden]),textarea:not(:disabled),select:not(:disabled)';

/**
 * Where focus starts in a dialog that did not place it itself: the control marked
 * `data-autofocus`, else the first field, else the dialog.
 */
export function focusFirstField(dialog: HTMLElement): void {
  if (dialog.contains(document.activeElement)) return;
  (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FIELD) ?? dialog).focus();
}
