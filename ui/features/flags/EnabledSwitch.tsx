// A row's enabled switch ("Enabled <key>"): flips the flag from the list; read-only storage
// disables it, with the reason where keyboard users reach it too (SPEC §6), and so does a row of the
// last visit's list until the fresh answer replaces it (issue 28 item 3). Under a disabled flag's
// switch, its rules or rollouts ("3 rules", issue 40.9: off is not all it says).
import { memo } from 'react';
import { TableSwitch, WhyDisabled } from '../../design/components';
import { fromLastVisit } from '../../stores/last-visit';
import { REFRESHING } from '../meta';
import { visuallyHidden } from '../../design/recipes/a11y.css';
import { useWriteBlock } from '../permissions';
import { useNamespaceKey } from '../namespaces';
import type { Flag } from './schema';
import { targetingNote, type ListedFlag } from './targeting';
import { useListToggle } from './useListToggle';
import * as styles from './ListTools.css';

/** The enabled switch of one listed flag. */
export const EnabledSwitch = memo(function EnabledSwitch({ flag }: { flag: ListedFlag }) {
  const blocked = useWriteBlock('flag', 'update');
  const toggle = useListToggle(useNamespaceKey());
  const why = blocked ?? (fromLastVisit(flag) && REFRESHING);
  const note = flag.targeting ? targetingNote(flag, flag.targeting) : null;
  return (
    <>
      <WhyDisabled reason={why}>
        <TableSwitch label={`Enabled ${flag.key}`} isSelected={flag.enabled} isDisabled={!!why} onChange={(on) => void toggle(flag, on)} />
      </WhyDisabled>
      {note && (
        <span className={styles.targeting} title={note.long}>
          <span aria-hidden="true">{note.short}</span>
          <span className={visuallyHidden}>{note.long}</span>
        </span>
      )}
    </>
  );
});

/** A flag's default value as the list shows it: a boolean flag's enabled state, a variant flag's default variant. */
export function defaultValueText(flag: Flag): string {
  if (flag.type === 'BOOLEAN_FLAG_TYPE') return flag.enabled ? 'true' : 'false';
  return flag.defaultVariant?.key ?? '—';
}
