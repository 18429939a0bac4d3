// The page behind an open modal, marked aria-hidden as well as inert. React Aria makes it inert
// (once the modal has finished entering), which takes it out of reach of assistive technology and
// the keyboard; some tools that find elements by role know only aria-hidden (Playwright's getByRole,
// which operators' scripts written against Flipt's console use: "the Update button" must mean the
// panel's, not the page's).
import { useEffect } from 'react';

/** While mounted inside a modal, keeps aria-hidden on the elements made inert (and takes it off again). */
export function HiddenBehind() {
  useEffect(() => {
    const marked = new Set<HTMLElement>();
    const sync = () => {
      for (const el of document.body.querySelectorAll<HTMLElement>('[inert]:not([aria-hidden])')) {
        el.setAttribute('aria-hidden', 'true');
        marked.add(el);
      }
      for (const el of marked) {
        if (el.inert) continue;
        el.removeAttribute('aria-hidden');
        marked.delete(el);
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['inert'] });
    return () => {
      observer.disconnect();
      marked.forEach((el) => el.removeAttribute('aria-hidden'));
    };
  }, []);
  return null;
}
