// A list's search field (issue 15 item 4: typing never waits for the list). The input keeps the
// text it shows (SearchField is uncontrolled), so a keystroke renders nothing and its frame paints
// the field alone; the list hears of the text after that paint, in a transition that the next key
// may interrupt. The list's own text never flows back into the field while it is typed into (it
// lags behind the keys by design); a search set elsewhere (a link, Back, "Clear search") comes with
// a new `generation`, which starts the field afresh from `value`.
import { startTransition, useRef } from 'react';
import { SearchField } from '../../design/components';

/** Runs `then` once the browser has painted the next frame. */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** Props of ListSearch. */
export interface ListSearchProps {
  label: string;
  /** The list's search, read when the field starts (first render, and each new generation). */
  value: string;
  /** Changes when the search was set elsewhere than in this field. */
  generation: number;
  onChange: (value: string) => void;
}

/** The search field of a list, hidden label, "Search" placeholder. */
export function ListSearch({ generation, ...props }: ListSearchProps) {
  return <Field key={generation} {...props} />;
}

function Field({ label, value, onChange }: Omit<ListSearchProps, 'generation'>) {
  // Keys typed within one frame reach the list once, with the latest text.
  const latest = useRef<string | null>(null);
  const change = (next: string) => {
    const scheduled = latest.current !== null;
    latest.current = next;
    if (scheduled) return;
    afterNextPaint(() => {
      const handOn = latest.current ?? next;
      latest.current = null;
      startTransition(() => onChange(handOn));
    });
  };
  return <SearchField label={label} hideLabel placeholder="Search" defaultValue={value} onChange={change} />;
}
