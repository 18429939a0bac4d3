// 'Copy the flag <key> to the namespace:' (SPEC §2): a target among the other namespaces and an
// optional new key. Mount it to open it; it starts on the first other namespace.
import { useState } from 'react';
import { AlertDialog, Select, TextField } from '../../design/components';
import { sanitizeKey } from '../../lib/slug';
import { capitalized } from '../../lib/text';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import type { EntityKind } from './kind';
import * as styles from './entity.css';

/** Props of CopyDialog. */
export interface CopyDialogProps {
  kind: EntityKind;
  entityKey: string;
  onCopy: (target: string, newKey: string) => Promise<void>;
  onOpenChange: (isOpen: boolean) => void;
}

/** The copy confirmation; the dialog closes once the copy ends, whatever the outcome. */
export function CopyDialog({ kind, entityKey, onCopy, onOpenChange }: CopyDialogProps) {
  const current = useNamespaceKey();
  const others = (useNamespaces().data?.namespaces ?? []).filter((ns) => ns.key !== current);
  const [target, setTarget] = useState<string | null>(null);
  const [newKey, setNewKey] = useState('');
  const chosen = target ?? others[0]?.key ?? null;
  return (
    <AlertDialog
      title={`Copy ${capitalized(kind)}`}
      tone="primary"
      confirmLabel="Copy"
      isOpen
      onOpenChange={onOpenChange}
      isConfirmDisabled={!chosen}
      onConfirm={() => (chosen ? onCopy(chosen, newKey) : undefined)}
    >
      <div className={styles.stack}>
        <p>
          Copy the {kind} <strong>{entityKey}</strong> to the namespace:
        </p>
        <Select label="Namespace" options={others.map((ns) => ({ id: ns.key, label: ns.name || ns.key }))} value={chosen} onChange={setTarget} />
        <TextField label="New key" mono description={`Optional. Leave it empty to keep ${entityKey}.`} value={newKey} onChange={(value) => setNewKey(sanitizeKey(value))} />
      </div>
    </AlertDialog>
  );
}
