// Layout measures the browser tests share.
import type { Locator } from 'playwright-core';

/** How many lines an element shows: its height over the height of one line of its own text style. */
export const shownLines = (el: Locator) =>
  el.evaluate((node) => {
    const probe = node.cloneNode(false) as HTMLElement;
    probe.textContent = 'x';
    node.parentElement!.appendChild(probe);
    const one = probe.getBoundingClientRect().height;
    probe.remove();
    return Math.round(node.getBoundingClientRect().height / one);
  });
