// The command palette (SPEC §2): Ctrl/Cmd+K toggles it, Escape closes it. A combobox search input
// over a listbox of commands, with sub-lists for namespaces and themes. Built on the design's
// Modal plus our own listbox: RAC's Autocomplete/Menu would add weight for little gain.
import { useEffect, useId, useRef } from 'react';
import { Modal, SearchIcon } from '../../design/components';
import type { Command } from './commands';
import { usePaletteState } from './hooks';
import { PaletteList } from './PaletteList';
import { closePalette, usePalette } from './store';
import * as styles from './CommandPalette.css';

/** The palette's modal; its contents mount fresh (top level, empty search) each time it opens. */
export function CommandPalette() {
  const isOpen = usePalette((s) => s.isOpen);
  // The palette belongs to the shell: leaving the shell (logout) must not leave it open.
  useEffect(() => closePalette, []);
  return (
    // Escape is the palette's own: it goes back a level before it closes.
    <Modal isOpen={isOpen} onClose={closePalette} isDismissable isKeyboardDismissDisabled aria-label="Command palette" backdropClassName={styles.backdrop} className={styles.modal}>
      <PaletteBody />
    </Modal>
  );
}

function PaletteBody() {
  const id = useId();
  const { level, groups, commands, current, query, isNested, onKeyDown, onQuery, hover, run } = usePaletteState();
  const optionId = (c: Command) => `${id}-${c.id}`;
  const listId = `${id}-list`;
  const hasResults = commands.length > 0;
  const input = useRef<HTMLInputElement>(null);

  // Before the modal's own effect runs (children's effects run first), so the modal finds focus
  // inside and leaves it in the search field.
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    if (current) document.getElementById(`${id}-${current.id}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, id]);

  return (
    <div onKeyDown={onKeyDown}>
      <div className={styles.searchRow}>
        <SearchIcon size={18} />
        {isNested && <span className={styles.crumb}>{level.title}</span>}
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label="Search commands"
          aria-expanded={hasResults}
          aria-controls={hasResults ? listId : undefined}
          aria-activedescendant={current ? optionId(current) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          placeholder="Type a command or search…"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          className={styles.input}
        />
      </div>
      {hasResults && (
        <PaletteList id={listId} label={level.title} groups={groups} activeId={current?.id} optionId={optionId} onHover={hover} onPick={run} />
      )}
      <div role="status" className={hasResults ? undefined : styles.empty}>
        {hasResults ? '' : 'No results found'}
      </div>
      <div className={styles.footer} aria-hidden="true">
        <span>↑↓ to move</span>
        <span>Enter to select</span>
        <span>{isNested ? 'Esc or Backspace to go back' : 'Esc to close'}</span>
      </div>
    </div>
  );
}
