// Text inserted into a text box that would make it too long to lay out (issue 43).
import { useEffect, useRef, type RefObject } from 'react';
import { isLongText } from '../../lib/text';

/**
 * Takes text pasted or inserted into a textarea under `root` before the browser puts it there,
 * when the result would be too long to show (lib/text isLongText): the browser lays out what it
 * inserts at once, which for a megabyte of text that mixes directions takes seconds. `take` gets
 * the textarea's text with the insertion made.
 */
export function useLongInsert(root: RefObject<HTMLElement | null>, take: (text: string) => void) {
  const taker = useRef(take);
  taker.current = take;
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const insert = (e: Event, inserted: string | null | undefined) => {
      const area = e.target;
      if (!(area instanceof HTMLTextAreaElement) || !inserted || inserted.length < 4000) return;
      const next = area.value.slice(0, area.selectionStart) + inserted + area.value.slice(area.selectionEnd);
      if (!isLongText(next)) return;
      e.preventDefault();
      taker.current(next);
    };
    const onPaste = (e: ClipboardEvent) => insert(e, e.clipboardData?.getData('text/plain'));
    const onBeforeInput = (e: InputEvent) => insert(e, e.inputType === 'insertFromPaste' ? null : e.data);
    el.addEventListener('paste', onPaste);
    el.addEventListener('beforeinput', onBeforeInput);
    return () => {
      el.removeEventListener('paste', onPaste);
      el.removeEventListener('beforeinput', onBeforeInput);
    };
  }, [root]);
}
