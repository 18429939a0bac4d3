// The ONLY module that touches React Aria's toast API (still exported as UNSTABLE_*). Features call
// `toast.success(text)` / `toast.error(text)`; Providers renders <ToastRegion /> once.
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { visuallyHidden } from '../recipes/a11y.css';
import { IconButton } from './Button';
import { CheckIcon, CloseIcon, WarningIcon } from './Icon';
import * as styles from './Toast.css';

/** How long a success toast stays (SPEC §9: 3000 ms); error toasts stay until dismissed. */
export const SUCCESS_TOAST_MS = 3000;

interface ToastContent {
  tone: 'success' | 'error';
  text: string;
}

const queue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(content: ToastContent, timeout?: number): string {
  // The same message twice in a row (several hooks failing at once) shows once.
  const same = queue.visibleToasts.find((t) => t.content.tone === content.tone && t.content.text === content.text);
  if (same) return same.key;
  return queue.add(content, timeout ? { timeout } : undefined);
}

/** The global toast queue: success auto-dismisses after 3 s, error is sticky with title "Error". */
export const toast = {
  success: (text: string) => show({ tone: 'success', text }, SUCCESS_TOAST_MS),
  error: (text: string) => show({ tone: 'error', text }),
  /** Closes one toast by the key `success`/`error` returned. */
  close: (key: string) => queue.close(key),
  /** Closes every toast (tests, logout). */
  clear: () => queue.clear(),
};

/** The bottom-right region (landmark "Notifications") where toasts appear; render once in Providers. */
export function ToastRegion() {
  return (
    <RACToastRegion queue={queue} className={styles.region}>
      {({ toast: item }) => {
        const isError = item.content.tone === 'error';
        return (
          <RACToast toast={item} className={`${styles.toast} ${isError ? styles.error : styles.success}`}>
            <span className={styles.icon} aria-hidden="true">
              {isError ? <WarningIcon /> : <CheckIcon />}
            </span>
            <RACToastContent className={styles.content}>
              <Text slot="title" className={isError ? styles.title : visuallyHidden}>
                {isError ? 'Error' : 'Success'}
              </Text>
              <Text slot="description" className={styles.text}>
                {item.content.text}
              </Text>
            </RACToastContent>
            <IconButton slot="close" icon={CloseIcon} label="Dismiss" size="sm" />
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
