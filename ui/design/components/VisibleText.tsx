// Keys and names from the server as the console shows them everywhere (issue 43): a character a
// reader cannot see (a zero-width space, a byte order mark) or that would reorder the text (a
// right-to-left override) shows as a marker, `⟨U+200B⟩`, titled with its name, so `v1`, `v\u200b1`
// and `v1\u200b` no longer read alike. Places that take only text use lib/text's visibleControls.
import { hasHidden, hiddenParts, hiddenTitle, markerOf } from '../../lib/text';
import * as styles from './VisibleText.css';

/** Props of VisibleText. */
export interface VisibleTextProps {
  text: string;
}

/**
 * The text with its hidden characters as markers, in one span (a flex container, such as an
 * option, would make each piece an item of its own and read them with spaces between); text
 * without any renders as it is.
 */
export function VisibleText({ text }: VisibleTextProps) {
  if (!hasHidden(text)) return text;
  return (
    <span>
      {hiddenParts(text).map((part, i) =>
        i % 2 ? (
          <span key={i} className={styles.marker} title={hiddenTitle(part)}>
            {markerOf(part)}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

/**
 * Said under a key or name field whose text holds hidden characters, before it is saved: what
 * they are, and the text as everyone will see it.
 */
export function HiddenNote({ text }: VisibleTextProps) {
  return (
    <span className={styles.note}>
      Holds invisible or direction-changing characters: <VisibleText text={text} />
    </span>
  );
}
