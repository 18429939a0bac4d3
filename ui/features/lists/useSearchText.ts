// The search field's text, written to the URL's `q` once typing pauses. Each URL write costs a
// history.replaceState (slow in Chromium) and re-renders everything that reads the URL (the shell
// included), far over a 16 ms keystroke budget on a busy machine; the text itself stays instant.
import { useEffect, useRef, useState } from 'react';
import type { SetSearchParams } from 'wouter';
import { withParams } from './arrange';

/** How long typing must pause before the search goes into the URL. */
export const SEARCH_URL_DELAY_MS = 300;

/**
 * The search text (`q` in the URL, ahead of it while typing), its setter for the field, `replace`
 * for a search set elsewhere ("Clear search"), and `generation`, which counts the searches set
 * other than by typing (the URL changed by a link or Back, or `replace`) so the field starts afresh.
 */
export function useSearchText(params: URLSearchParams, setParams: SetSearchParams) {
  const inUrl = params.get('q') ?? '';
  const [state, setState] = useState({ text: inUrl, generation: 0 });
  const written = useRef(inUrl);
  // A link or back/forward changed the URL: the field follows it.
  if (inUrl !== written.current) {
    written.current = inUrl;
    setState((s) => ({ text: inUrl, generation: s.generation + 1 }));
  }
  const { text } = state;
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
  return {
    text,
    generation: state.generation,
    setText: (next: string) => setState((s) => ({ ...s, text: next })),
    replace: (next: string) => setState((s) => ({ text: next, generation: s.generation + 1 })),
    pending: text !== inUrl,
  };
}
