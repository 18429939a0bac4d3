// Text pasted into a text box that would make it too long to lay out (issue 43).
import { useEffect, useRef, type RefObject } from 'react';
import { isLongText } from '../../lib/text';

/**
 * Takes text pasted into a textarea under `root` before the browser puts it there, when the
 * result would be too long to show (lib/text isLongText): the browser lays out what it inserts at
 * once, which for a megabyte of text that mixes directions takes seconds. `take` gets the
 * textarea's text with the paste made.
 */
export function useLongPaste(root: RefObject<HTMLElement | null>, take: (text: string) => void) {
  const taker = useRef(take);
  taker.current = take;
  useEffect(() => {
    const el = root.current;
    const onPaste = (e: ClipboardEvent) => {
      const area = e.target as HTMLTextAreaElement;
      if (area.tagName !== 'TEXTAREA') return;
      const next = area.value.slice(0, area.selectionStart) + (e.clipboardData?.getData('text/plain') ?? '') + area.value.slice(area.selectionEnd);
      if (!isLongText(next)) return;
      e.preventDefault();
      taker.current(next);
    };
    el?.addEventListener('paste', onPaste);
    return () => el?.removeEventListener('paste', onPaste);
  }, [root]);
}
