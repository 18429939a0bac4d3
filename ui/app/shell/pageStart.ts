// Where focus starts on a page after a navigation or the skip link: its heading (issue 29.11).
// Focusing the whole main area drew a 2 px ring around all of it; the heading is what a screen
// reader should read first, and a script-focused heading shows a ring only to keyboard users
// (`:focus-visible` follows how the navigation was made).

/** How long a page may take to render its heading (a loader first) before focus stays on main. */
const WAIT_MS = 3000;

function heading(main: HTMLElement): HTMLElement | null {
  const h1 = main.querySelector<HTMLElement>('h1');
  if (h1) h1.tabIndex = -1;
  return h1;
}

/**
 * Focuses the first h1 in `main`, or `main` until the page renders one (a page that loads first);
 * returns the undo of the wait.
 */
export function focusPageStart(main: HTMLElement): () => void {
  const now = heading(main);
  (now ?? main).focus({ preventScroll: true });
  if (now) return () => undefined;
  const observer = new MutationObserver(() => {
    const later = heading(main);
    if (!later) return;
    stop();
    // Only if the operator has not moved on meanwhile.
    if (document.activeElement === main) later.focus({ preventScroll: true });
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
