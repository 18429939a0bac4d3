// The top bar's Recent notifications (issue 40.4): this tab's last few toasts, newest first, each
// with its actions (an Undo) until one is taken there or in the toast, so a toast missed or closed
// by a later change stays reachable. Shown once the tab has had a toast.
import { Button, HistoryIcon, take, useRecentToasts } from '../../design/components';
import * as styles from './TopBar.css';
import { TopBarPanel } from './TopBarPanel';

/** The Recent notifications button and the panel it discloses. */
export function RecentNotices() {
  const recent = useRecentToasts();
  if (!recent.length) return null;
  return (
    <TopBarPanel icon={HistoryIcon} label="Recent notifications" title="Recent notifications">
      {({ close, focusButton }) => (
        <ul className={styles.notices}>
          {recent.map(({ key, content }) => (
            <li key={key} className={styles.notice}>
              {content.tone === 'error' ? `Error: ${content.text}` : content.text}
              {content.actions.map((action) => (
                <Button
                  key={action.label}
                  size="sm"
                  onPress={() => {
                    focusButton();
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
      )}
    </TopBarPanel>
  );
}
