// The state of a top bar panel (TopBarPanel): a button that discloses a panel following it in the
// tab order, closed by Escape or a press outside.
import { useEffect, useId, useRef, useState } from 'react';

const EVENTS = ['pointerdown', 'keydown'] as const;

/** The panel's state, its root (wrapping button and panel) and the button's disclosure props. */
export function usePanel() {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const id = useId();
  useEffect(() => {
    if (!isOpen) return;
    const onEvent = (e: Event) => (e.type === 'keydown' ? (e as KeyboardEvent).key === 'Escape' : !root.current?.contains(e.target as Node)) && setOpen(false);
    for (const type of EVENTS) document.addEventListener(type, onEvent);
    return () => EVENTS.forEach((type) => document.removeEventListener(type, onEvent));
  }, [isOpen]);
  const trigger = { 'aria-expanded': isOpen, 'aria-controls': isOpen ? id : undefined, onPress: () => setOpen(!isOpen) };
  return { isOpen, close: () => setOpen(false), root, id, trigger };
}
