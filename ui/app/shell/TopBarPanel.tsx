// The frame of the top bar's small panels (the update bell, Recent notifications): an icon button
// that discloses a titled panel following it in the tab order.
import type { ReactNode } from 'react';
import { IconButton, type IconComponent } from '../../design/components';
import * as styles from './TopBar.css';
import { usePanel } from './usePanel';

/** What a panel's content may do: close it, and give focus back to its button first. */
export type PanelControls = { close: () => void; focusButton: () => void };

/** Props of TopBarPanel. */
export interface TopBarPanelProps {
  icon: IconComponent;
  /** The button's name. */
  label: string;
  /** The panel's title, which names it. */
  title: string;
  /** Shows the unseen dot beside the button. */
  dot?: boolean;
  children: (controls: PanelControls) => ReactNode;
}

/** An icon button on the top bar and the panel it discloses. */
export function TopBarPanel({ icon, label, title, dot = false, children }: TopBarPanelProps) {
  const { isOpen, close, root, id, trigger } = usePanel();
  const focusButton = () => root.current?.querySelector('button')?.focus();
  return (
    <span ref={root} className={styles.bell}>
      <span className={styles.onTopbar}>
        <IconButton icon={icon} label={label} {...trigger} />
      </span>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {isOpen && (
        <section id={id} aria-labelledby={`${id}-title`} className={styles.panel}>
          <p id={`${id}-title`} className={styles.panelTitle}>
            {title}
          </p>
          {children({ close, focusButton })}
        </section>
      )}
    </span>
  );
}
