// 'Copy the flag <key> to the namespace:' (SPEC §2): a target among the other namespaces and an
// optional new key. Mount it to open it; it starts on the first other namespace.
import { useState } from 'react';
import { AlertDialog, KeyField, Select } from '../../design/components';
import { sanitizeKey } from '../../lib/slug';
import { capitalized } from '../../lib/text';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import type { EntityKind } from './kind';
import * as styles from './entity.css';

/** Props of CopyDialog. */
export interface CopyDialogProps {
  kind: EntityKind;
  entityKey: string;
  /** Copies; resolves to the server's refusal of the key (shown beside it, the dialog stays open), or null. */
  onCopy: (target: string, newKey: string) => Promise<string | null>;
  onOpenChange: (isOpen: boolean) => void;
}

/** The copy confirmation; it closes once the copy ends, unless the key clashes in the target. */
export function CopyDialog({ kind, entityKey, onCopy, onOpenChange }: CopyDialogProps) {
  const current = useNamespaceKey();
  const others = (useNamespaces().data?.namespaces ?? []).filter((ns) => ns.key !== current);
  const [target, setTarget] = useState<string | null>(null);
  const [newKey, setNewKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const chosen = target ?? others[0]?.key ?? null;
  const chooseTarget = (key: string | null) => {
    setTarget(key);
    setKeyError(null);
  };
  const editKey = (value: string) => {
    setNewKey(sanitizeKey(value));
    setKeyError(null);
  };
  const confirm = async () => {
    if (!chosen) return;
    const clash = await onCopy(chosen, newKey);
    setKeyError(clash);
    return clash === null;
  };
  return (
    <AlertDialog
      title={`Copy ${capitalized(kind)}`}
      tone="primary"
      confirmLabel="Copy"
      isOpen
      onOpenChange={onOpenChange}
      isConfirmDisabled={!chosen}
      onConfirm={confirm}
    >
      <div className={styles.stack}>
        <p>
          Copy the {kind} <strong>{entityKey}</strong> to the namespace:
        </p>
        <Select id="copyToNamespace" label="Namespace" options={others.map((ns) => ({ id: ns.key, label: ns.name || ns.key }))} value={chosen} onChange={chooseTarget} />
        <KeyField
          label="New key"
          description={`Optional. Leave it empty to keep ${entityKey}.`}
          value={newKey}
          isInvalid={keyError !== null}
          errorMessage={keyError ?? undefined}
          onChange={editKey}
        />
      </div>
    </AlertDialog>
  );
}
