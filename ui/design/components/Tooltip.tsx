// A tooltip of our own: React Aria's TooltipTrigger brings its overlay positioning engine (~4.5 kB
// gzip). The tooltip stays in the DOM (hidden while closed), so the trigger's aria-describedby
// always resolves and screen readers get the text without hovering.
import { setElementVars } from '@vanilla-extract/dynamic';
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { isFocusVisible } from './focusVisible';
import { placeBeside } from './place';
import * as styles from './Tooltip.css';

/** Hover this long before the tooltip shows; it hides this long after the pointer leaves. */
const OPEN_DELAY_MS = 500;
const CLOSE_DELAY_MS = 100;

/** Props of Tooltip. */
export interface TooltipProps {
  /** The tooltip text (it also describes the trigger for screen readers). */
  content: ReactNode;
  /** One design Button/IconButton/Link; with `focusable`, any content (text, a time, a disabled button). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Wrap the child in a focusable span so keyboard users can reach the tooltip too (disabled buttons). */
  focusable?: boolean;
}

/**
 * Open state: after a hover delay, at once on keyboard focus (not after a press); Escape hides it
 * (and goes no further when the trigger has focus, so a dialog around stays open).
 */
function useTooltipState(anchor: RefObject<HTMLElement | null>) {
  const [isOpen, setOpen] = useState(false);
  const timer = useRef(0);
  const pressed = useRef(false);
  const later = (open: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(open), ms);
  };
  const now = (open: boolean) => {
    clearTimeout(timer.current);
    setOpen(open);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (anchor.current?.contains(document.activeElement)) e.stopPropagation();
      now(false);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [isOpen, anchor]);
  const handlers = {
    onPointerEnter: (e: PointerEvent) => e.pointerType !== 'touch' && later(true, isOpen ? 0 : OPEN_DELAY_MS),
    onPointerLeave: () => later(false, CLOSE_DELAY_MS),
    onPointerDown: () => {
      pressed.current = true;
      now(false);
    },
    onFocus: (e: FocusEvent) => !pressed.current && isFocusVisible(e.target) && now(true),
    onBlur: () => {
      pressed.current = false;
      now(false);
    },
  };
  return { isOpen, handlers };
}

/** Shows `content` on hover (after a short delay) or keyboard focus of its child; Escape hides it. */
export function Tooltip({ content, children, placement = 'top', focusable = false }: TooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const { isOpen, handlers } = useTooltipState(anchor);
  useLayoutEffect(() => {
    const target = anchor.current?.firstElementChild;
    if (!isOpen || !tip.current || !target) return;
    // The page's scroll padding is what its sticky top bar covers; a tooltip below a table's
    // isolated rows would stack under that bar, so it goes below its anchor rather than there.
    const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const { top, left } = placeBeside(target.getBoundingClientRect(), tip.current.getBoundingClientRect(), placement, 'center', 6, covered);
    setElementVars(tip.current, { [styles.top]: `${top}px`, [styles.left]: `${left}px` });
  }, [isOpen, placement]);
  const trigger = focusable ? (
    <span tabIndex={0} className={styles.target} aria-describedby={id}>
      {children}
    </span>
  ) : (
    cloneElement(children, { 'aria-describedby': id })
  );
  return (
    <span ref={anchor} className={styles.anchor} {...handlers}>
      {trigger}
      <span ref={tip} id={id} role="tooltip" hidden={!isOpen} className={styles.tooltip}>
        {content}
      </span>
    </span>
  );
}
