import type { Command, Group } from './commands';
import * as styles from './CommandPalette.css';

export type PaletteListProps = {
  id: string;
  label: string;
  groups: Group[];
  activeId: string | undefined;
  optionId: (command: Command) => string;
  onHover: (command: Command) => void;
  onPick: (command: Command) => void;
};

/**
 * The palette's listbox. Focus stays in the search input (aria-activedescendant points at the
 * active option), so options are not focusable; the mouse highlights and picks them.
 */
export function PaletteList({ id, label, groups, activeId, optionId, onHover, onPick }: PaletteListProps) {
  return (
    <div role="listbox" id={id} aria-label={label} className={styles.list}>
      {groups.map((group) => (
        <div key={group.id} role="group" aria-label={group.label} className={styles.group}>
          {group.commands.map((command) => (
            <div
              key={command.id}
              id={optionId(command)}
              role="option"
              aria-selected={command.id === activeId}
              className={styles.option}
              onPointerMove={() => onHover(command)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(command)}
            >
              <span className={styles.label}>{command.label}</span>
              {command.description && <span className={styles.description}>{command.description}</span>}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
