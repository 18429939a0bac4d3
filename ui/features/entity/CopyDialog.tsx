// 'Copy the flag <key> to the namespace:' (SPEC §2): a target among the other namespaces and an
// optional new key, on the form engine (CopyTargetSchema). Mount it to open it; it starts on the
// first other namespace.
import { AlertDialog, KeyField, Select, useForm } from '../../design/components';
import { CopyTargetSchema } from '../../lib/forms';
import { ApiError } from '../../lib/http';
import { withKeySanitized } from '../../lib/slug';
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
  const form = useForm({
    values: { target: others[0]?.key ?? '', key: '' },
    schema: CopyTargetSchema,
    apply: withKeySanitized,
    // The server's refusal of the key, shown beside it (the dialog stays open).
    save: async ({ target, key }) => {
      const clash = await onCopy(target, key);
      if (clash !== null) throw new ApiError(400, clash);
    },
    submit: 'always',
  });
  return (
    <AlertDialog
      title={`Copy ${capitalized(kind)}`}
      tone="primary"
      confirmLabel="Copy"
      isOpen
      onOpenChange={onOpenChange}
      isConfirmDisabled={!form.valid}
      onConfirm={form.submit}
    >
      <div className={styles.stack}>
        <p>
          Copy the {kind} <strong>{entityKey}</strong> to the namespace:
        </p>
        <Select
          id="copyToNamespace"
          label="Namespace"
          options={others.map((ns) => ({ id: ns.key, label: ns.name || ns.key }))}
          value={form.values.target || null}
          onChange={(key) => form.change('target')(key ?? '')}
        />
        <KeyField label="New key" description={`Optional. Leave it empty to keep ${entityKey}.`} {...form.field('key')} />
      </div>
    </AlertDialog>
  );
}
