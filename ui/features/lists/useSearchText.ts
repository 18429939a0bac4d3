// The search field's text, written to the URL's `q` once typing pauses. Each URL write costs a
// history.replaceState (slow in Chromium) and re-renders everything that reads the URL (the shell
// included), far over a 16 ms keystroke budget on a busy machine; the text itself stays instant.
import { useEffect, useRef, useState } from 'react';
import type { SetSearchParams } from 'wouter';
import { withParams } from './arrange';

/** How long typing must pause before the search goes into the URL. */
export const SEARCH_URL_DELAY_MS = 300;

/** The search text (`q` in the URL, ahead of it while typing) and its setter. */
export function useSearchText(params: URLSearchParams, setParams: SetSearchParams) {
  const inUrl = params.get('q') ?? '';
  const [text, setText] = useState(inUrl);
  const written = useRef(inUrl);
  // A link or back/forward changed the URL: the field follows it.
  if (inUrl !== written.current) {
    written.current = inUrl;
    setText(inUrl);
  }
  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => {
      // Starting a search is a step Back can undo; refining or clearing it replaces that step.
      const replace = written.current !== '';
      written.current = text;
      setParams((p) => withParams(p, { q: text || null, page: null }), { replace });
    }, SEARCH_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setParams]);
  return { text, setText, pending: text !== inUrl };
}
