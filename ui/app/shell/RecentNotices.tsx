// The top bar's Recent notifications (issue 40.4): this tab's last few toasts, newest first, each
// with its actions (an Undo) until one is taken there or in the toast, so a toast missed or closed
// by a later change stays reachable. Shown once the tab has had a toast.
import { Button, IconButton } from '../../design/components/Button';
import { HistoryIcon } from '../../design/components/Icon';
import { take, useRecentToasts } from '../../design/components/Toast';
import * as styles from './TopBar.css';
import { usePanel } from './usePanel';

/** The Recent notifications button and the panel it discloses. */
export function RecentNotices() {
  const recent = useRecentToasts();
  const { isOpen, close, root, id, trigger } = usePanel();
  if (!recent.length) return null;
  return (
    <span ref={root} className={styles.bell}>
      <span className={styles.onTopbar}>
        <IconButton icon={HistoryIcon} label="Recent notifications" {...trigger} />
      </span>
      {isOpen && (
        <section id={id} aria-labelledby={`${id}-title`} className={styles.panel}>
          <p id={`${id}-title`} className={styles.panelTitle}>
            Recent notifications
          </p>
          <ul className={styles.notices}>
            {recent.map(({ key, content }) => (
              <li key={key} className={styles.notice}>
                {content.tone === 'error' ? `Error: ${content.text}` : content.text}
                {content.actions.map((action) => (
                  <Button
                    key={action.label}
                    size="sm"
                    onPress={() => {
                      root.current?.querySelector('button')?.focus();
                      close();
                      take(key, action);
                    }}
                  >
                    {action.label}
                  </Button>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </span>
  );
}
