// Where focus starts on a page after a navigation or the skip link: its heading (issue 29.11).
// Focusing the whole main area drew a 2 px ring around all of it; the heading is what a screen
// reader should read first, and it shows a ring only when the operator's last input was a key
// (`data-focus-ring`, AppShell.css): Chromium's `:focus-visible` for a script's focus follows
// the element focused before, which drew the ring after mouse navigations too (issue 40.2).

/** How long a page may take to render its heading (a loader first) before focus stays on main. */
const WAIT_MS = 3000;

let byKeyboard = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (byKeyboard = true), true);
  document.addEventListener('pointerdown', () => (byKeyboard = false), true);
}

function heading(main: HTMLElement): HTMLElement | null {
  const h1 = main.querySelector<HTMLElement>('h1');
  if (h1) {
    h1.tabIndex = -1;
    h1.toggleAttribute('data-focus-ring', byKeyboard);
  }
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
