// Toasts of our own (React Aria's are UNSTABLE_ and bring its landmark manager, ~4 kB gzip).
// Features call `toast.success(text)` / `toast.error(text)` (toastStore.ts); Providers renders
// <ToastRegion /> once.
import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type FocusEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { visuallyHidden } from '../recipes/a11y.css';
import { Button, IconButton } from './Button';
import { CheckIcon, CloseIcon, WarningIcon } from './Icon';
import type { QueuedToast } from './toastQueue';
import { closeSticky, queue, take, type ToastContent } from './toastStore';
import * as styles from './Toast.css';

export { SUCCESS_TOAST_MS, take, toast, type ToastAction } from './toastStore';

/** This tab's last few toasts, newest first, with their actions until taken. */
export const useRecentToasts = () => useSyncExternalStore(queue.subscribe, queue.recent, queue.recent);

/** One toast: an alertdialog (not modal) whose content is announced as an alert. */
function ToastView({ item }: { item: QueuedToast<ToastContent> }) {
  const id = useId();
  const isError = item.content.tone === 'error';
  const { actions } = item.content;
  return (
    <div role="alertdialog" aria-modal="false" aria-labelledby={`${id}t`} aria-describedby={`${id}d`} tabIndex={0} className={`${styles.toast} ${isError ? styles.error : styles.success}`}>
      <span className={styles.icon} aria-hidden="true">
        {isError ? <WarningIcon /> : <CheckIcon />}
      </span>
      <div role="alert" aria-atomic="true" className={styles.content}>
        <span id={`${id}t`} className={isError ? styles.title : visuallyHidden}>
          {isError ? 'Error' : 'Success'}
        </span>
        <span id={`${id}d`} className={styles.text}>
          {item.content.text}
        </span>
      </div>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          onPress={() => take(item.key, action)}
        >
          {action.label}
        </Button>
      ))}
      <IconButton icon={CloseIcon} label="Dismiss" size="sm" onPress={() => queue.close(item.key)} />
    </div>
  );
}

/**
 * Focus around the region: F6 moves into the newest toast and back to where the user was; when
 * the focused toast goes, focus moves to another toast or back there. Timers pause meanwhile.
 */
function useRegionFocus(region: RefObject<HTMLDivElement | null>, count: number) {
  const before = useRef<HTMLElement | null>(null);
  const inside = useRef(false);
  const back = () => {
    if (before.current?.isConnected) before.current.focus();
    before.current = null;
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F6' || !region.current) return;
      e.preventDefault();
      if (inside.current) return back();
      before.current = document.activeElement as HTMLElement | null;
      region.current.querySelector<HTMLElement>('[role="alertdialog"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  useLayoutEffect(() => {
    if (!inside.current || region.current?.contains(document.activeElement)) return;
    const next = region.current?.querySelector<HTMLElement>('[role="alertdialog"]');
    if (next) return next.focus();
    inside.current = false;
    queue.pause(false);
    back();
  }, [count, region]);
  const handlers = {
    onFocus: (e: FocusEvent) => {
      if (!inside.current && !region.current?.contains(e.relatedTarget)) before.current ??= e.relatedTarget as HTMLElement | null;
      inside.current = true;
      queue.pause(true);
    },
    onBlur: (e: FocusEvent) => {
      if (region.current?.contains(e.relatedTarget)) return;
      inside.current = false;
      queue.pause(false);
    },
  };
  return { handlers, hasFocus: () => inside.current };
}

/**
 * The region (landmark "N notifications.") where toasts appear: bottom right, or top left while a
 * dialog or slide-over is open (Toast.css). Render once in Providers.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(queue.subscribe, queue.visible, queue.visible);
  const region = useRef<HTMLDivElement>(null);
  const focus = useRegionFocus(region, toasts.length);
  // Leaving the page takes its sticky toasts with it: their actions belong to what it showed.
  const [page] = useLocation();
  useEffect(() => closeSticky, [page]);
  if (!toasts.length) return null;
  const label = `${toasts.length} notification${toasts.length === 1 ? '' : 's'}.`;
  // data-react-aria-top-layer keeps the region usable while a React Aria modal hides the rest.
  return createPortal(
    <div
      ref={region}
      role="region"
      aria-label={label}
      tabIndex={-1}
      data-react-aria-top-layer="true"
      className={styles.region}
      onPointerEnter={() => queue.pause(true)}
      onPointerLeave={() => queue.pause(focus.hasFocus())}
      {...focus.handlers}
    >
      {toasts.map((item) => (
        <ToastView key={item.key} item={item} />
      ))}
    </div>,
    document.body,
  );
}
