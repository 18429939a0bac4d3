// The header of the flag and segment pages (SPEC §2): the name, 'Created <relative time>' with the
// exact time on hover and focus, and the Actions menu with its copy and delete dialogs.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AlertDialog, Button, ChevronDownIcon, Menu, MenuItem, MenuTrigger, Separator, toast, Tooltip } from '../../design/components';
import { errorText } from '../../lib/http';
import { formatTime, relativeTime } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { useReadOnly } from '../meta';
import { useNamespaces } from '../namespaces';
import { CopyDialog } from './CopyDialog';
import { copyFailureText } from './copy';
import { READ_ONLY } from './EntityFormParts';
import { titleOf, type EntityKind } from './kind';
import * as styles from './entity.css';

/** 'Created 3 hours ago', the exact time (in the user's time zone choice) in a tooltip. */
export function CreatedAt({ value }: { value: string }) {
  const mode = usePreferences((s) => s.timezone);
  if (!value) return null;
  return (
    <p className={styles.created}>
      Created{' '}
      <Tooltip content={formatTime(value, mode)} focusable>
        <time dateTime={value}>{relativeTime(value)}</time>
      </Tooltip>
    </p>
  );
}

/** Props of EntityHeader. */
export interface EntityHeaderProps {
  kind: EntityKind;
  name: string;
  entityKey: string;
  createdAt: string;
  /** Where a deleted entity's page goes (the list). */
  listHref: string;
  /** Copies to `target`, under `newKey` when not empty; throws CopyError when it stops. */
  onCopy: (target: string, newKey: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** The Actions menu: Copy to Namespace (a second namespace needed) and Delete, each with its dialog. */
function EntityActions({ kind, entityKey, listHref, onCopy, onDelete }: Omit<EntityHeaderProps, 'name' | 'createdAt'>) {
  const readOnly = useReadOnly();
  const count = useNamespaces().data?.namespaces.length ?? 0;
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const copyBlocked = readOnly ? READ_ONLY : count < 2 ? 'Copying needs a second namespace' : undefined;
  const copy = async (target: string, newKey: string) => {
    try {
      await onCopy(target, newKey);
      toast.success(`Successfully copied ${kind}`);
    } catch (error) {
      toast.error(copyFailureText(kind, kind === 'flag' ? 'variants' : 'constraints', target, error));
    }
  };
  const remove = async () => {
    try {
      await onDelete();
      navigate(`~${listHref}`);
      toast.success(`Successfully deleted ${kind}`);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  return (
    <>
      <MenuTrigger>
        <Button icon={ChevronDownIcon}>Actions</Button>
        <Menu onAction={setOpen}>
          <MenuItem id="copy" isDisabled={Boolean(copyBlocked)}>
            <span title={copyBlocked}>Copy to Namespace</span>
          </MenuItem>
          <Separator />
          <MenuItem id="delete" tone="danger" isDisabled={readOnly}>
            <span title={readOnly ? READ_ONLY : undefined}>Delete</span>
          </MenuItem>
        </Menu>
      </MenuTrigger>
      {open === 'copy' && <CopyDialog kind={kind} entityKey={entityKey} onCopy={copy} onOpenChange={close} />}
      <AlertDialog title={`Delete ${titleOf(kind)}`} isOpen={open === 'delete'} onOpenChange={close} onConfirm={remove}>
        Are you sure you want to delete the {kind} <strong>{entityKey}</strong>? This action cannot be undone.
      </AlertDialog>
    </>
  );
}

/** Title, created time and the Actions menu (Copy to Namespace, Delete) of an entity page. */
export function EntityHeader({ name, createdAt, ...actions }: EntityHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.heading}>{name}</h1>
        <CreatedAt value={createdAt} />
      </div>
      <EntityActions {...actions} />
    </header>
  );
}
