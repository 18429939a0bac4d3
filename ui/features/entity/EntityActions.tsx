// The Actions menu of the flag and segment pages (SPEC §2): Copy to Namespace (a second namespace
// needed), the page's own actions (deep copy) and Delete, each with its dialog; read-only mode
// disables copy and delete with the reason. A delete the page knows will fail says why instead.
import { Fragment, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AlertDialog, Button, ChevronDownIcon, Menu, MenuItem, MenuTrigger, Separator, toast } from '../../design/components';
import type { DeleteGuard } from '../../lib/conflicts';
import { capitalized } from '../../lib/text';
import { useWriteBlock } from '../permissions';
import { useNamespaces } from '../namespaces';
import { copyFailureText, copyKeyClash } from './copy';
import { CopyDialog } from './CopyDialog';
import type { EntityKind } from './kind';

/** The calls behind the menu (see useEntityWrites). */
export interface EntityActionCalls {
  /** Copies to `target`, under `newKey` when not empty; throws CopyError when it stops. */
  copy: (key: string, target: string, newKey: string) => Promise<unknown>;
  remove: (key: string) => Promise<unknown>;
}

/** A page's own menu item, before Delete, with the dialog it opens (mounted while open). */
export interface EntityAction {
  id: string;
  label: string;
  /** Why it is disabled, when it is. */
  disabledReason?: string;
  dialog: (close: () => void) => ReactNode;
}

/** Props of EntityActions. */
export interface EntityActionsProps {
  kind: EntityKind;
  entityKey: string;
  /** Where a deleted entity's page goes (the list). */
  listHref: string;
  writes: EntityActionCalls;
  actions?: EntityAction[];
  /** Why deleting would fail (a segment in use), said in the delete dialog, whose Delete is then disabled. */
  deleteBlocker?: string | null;
  /** What the delete compares first: a change since the page loaded is shown before deleting (issue 26). */
  guard?: DeleteGuard | undefined;
}

/** The Actions menu with its copy and delete dialogs. */
export function EntityActions({ kind, entityKey, listHref, writes, actions = [], deleteBlocker, guard }: EntityActionsProps) {
  const deleteBlock = useWriteBlock(kind, 'delete');
  const readOnly = Boolean(deleteBlock);
  const count = useNamespaces().data?.namespaces.length ?? 0;
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const copyBlocked = useWriteBlock(kind, 'create') ?? (count < 2 ? 'Copying needs a second namespace' : undefined);
  /** Resolves to the key's clash, shown in the dialog (which stays open); anything else is toasted. */
  const copy = async (target: string, newKey: string): Promise<string | null> => {
    try {
      await writes.copy(entityKey, target, newKey);
      toast.success(`Successfully copied ${kind}`);
    } catch (error) {
      const clash = copyKeyClash(error);
      if (clash) return clash;
      toast.error(copyFailureText(kind, kind === 'flag' ? 'variants' : 'constraints', target, error));
    }
    return null;
  };
  const remove = async () => {
    if (await toast.report(writes.remove(entityKey), `Successfully deleted ${kind}`)) navigate(`~${listHref}`);
  };
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  return (
    <>
      <MenuTrigger>
        <Button icon={ChevronDownIcon}>Actions</Button>
        <Menu onAction={setOpen}>
          <MenuItem id="copy" isDisabled={!!copyBlocked} description={copyBlocked}>
            Copy to Namespace
          </MenuItem>
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} isDisabled={!!action.disabledReason} description={action.disabledReason}>
              {action.label}
            </MenuItem>
          ))}
          <Separator />
          <MenuItem id="delete" tone="danger" isDisabled={readOnly} description={deleteBlock}>
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>
      {open === 'copy' && <CopyDialog kind={kind} entityKey={entityKey} onCopy={copy} onOpenChange={close} />}
      {actions.map((action) => open === action.id && <Fragment key={action.id}>{action.dialog(() => setOpen(null))}</Fragment>)}
      <AlertDialog title={`Delete ${capitalized(kind)}`} isOpen={open === 'delete'} onOpenChange={close} onConfirm={remove} isConfirmDisabled={!!deleteBlocker} guard={guard}>
        {deleteBlocker ?? (
          <>
            Are you sure you want to delete the {kind} <strong>{entityKey}</strong>? This action cannot be undone.
          </>
        )}
      </AlertDialog>
    </>
  );
}
