// On the page of a disabled flag that still has rules or rollouts, what its switch does not say
// (Flipt #2981, issue 40.9), above the tabs that hold them. Read only while the flag is disabled;
// the tabs read the same keys, so their writes update the note.
import { targetingNote, type Flag } from '../flags';
import { useRollouts } from '../rollouts';
import { useRules } from '../rules';
import * as styles from './FlagPage.css';

/** The note, or nothing for an enabled flag or one without targeting. */
export function TargetingNote({ namespaceKey, flag }: { namespaceKey: string; flag: Flag }) {
  const isBoolean = flag.type === 'BOOLEAN_FLAG_TYPE';
  const off = flag.enabled ? null : flag.key;
  const rules = useRules(namespaceKey, isBoolean ? null : off).data?.rules.length ?? 0;
  const rollouts = useRollouts(namespaceKey, isBoolean ? off : null).data?.rules.length ?? 0;
  const note = targetingNote(flag, isBoolean ? rollouts : rules);
  if (!note) return null;
  return (
    <p role="note" className={styles.note}>
      {note.long}
    </p>
  );
}
