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
  /** The list's search: the text last handed on, or one set elsewhere (a link, Back, "Clear"). */
  value: string;
  onChange: (value: string) => void;
}

/** The search field of a list, hidden label, "Search" placeholder. */
export function ListSearch({ label, value, onChange }: ListSearchProps) {
  const [field, setField] = useState({ text: value, sent: value, seen: value });
  let text = field.text;
  // The list's search changed: our own text coming back, or one set elsewhere that replaces it.
  if (value !== field.seen) {
    const elsewhere = value !== field.sent;
    if (elsewhere) text = value;
    setField({ text, sent: elsewhere ? value : field.sent, seen: value });
  }
  // Keys typed within one frame reach the list once, with the latest text.
  const handOn = useRef<string | null>(null);
  const change = (next: string) => {
    setField((f) => ({ ...f, text: next, sent: next }));
    const scheduled = handOn.current !== null;
    handOn.current = next;
    if (scheduled) return;
    afterNextPaint(() => {
      const latest = handOn.current ?? next;
      handOn.current = null;
      startTransition(() => onChange(latest));
    });
  };
  return <SearchField label={label} hideLabel placeholder="Search" value={text} onChange={change} />;
}
