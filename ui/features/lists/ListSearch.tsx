// A list's search field (issue 15 item 4: typing never waits for the list). The field keeps the
// text it shows, so a keystroke re-renders the field alone and its frame paints the field alone;
// the list hears of the text after that paint, in a transition that the next key may interrupt.
import { startTransition, useRef, useState } from 'react';
import { SearchField } from '../../design/components';

/** Runs `then` once the browser has painted the next frame. */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** Props of ListSearch. */
export interface ListSearchProps {
  label: string;
  /** The list's search: a text this field handed on, or one set elsewhere (a link, Back, "Clear"). */
  value: string;
  onChange: (value: string) => void;
}

/** The search field of a list, hidden label, "Search" placeholder. */
export function ListSearch({ label, value, onChange }: ListSearchProps) {
  // `handed`: texts handed on that the list has not shown back yet (typing may be ahead of them).
  const [field, setField] = useState({ text: value, handed: [] as string[], seen: value });
  let text = field.text;
  if (value !== field.seen) {
    const at = field.handed.indexOf(value);
    if (at < 0) text = value; // set elsewhere: it replaces what was typed
    setField({ text, handed: at < 0 ? [] : field.handed.slice(at + 1), seen: value });
  }
  // Keys typed within one frame reach the list once, with the latest text.
  const latest = useRef<string | null>(null);
  const change = (next: string) => {
    setField((f) => ({ ...f, text: next }));
    const scheduled = latest.current !== null;
    latest.current = next;
    if (scheduled) return;
    afterNextPaint(() => {
      const handOn = latest.current ?? next;
      latest.current = null;
      setField((f) => ({ ...f, handed: [...f.handed, handOn] }));
      startTransition(() => onChange(handOn));
    });
  };
  return <SearchField label={label} hideLabel placeholder="Search" value={text} onChange={change} />;
}
