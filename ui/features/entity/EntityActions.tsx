// The Actions menu of the flag and segment pages (SPEC §2): Copy to Namespace (a second namespace
// needed) and Delete, each with its dialog; read-only mode disables both with the reason.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AlertDialog, Button, ChevronDownIcon, Menu, MenuItem, MenuTrigger, Separator, toast } from '../../design/components';
import { capitalized } from '../../lib/text';
import { READ_ONLY, useReadOnly } from '../meta';
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

/** Props of EntityActions. */
export interface EntityActionsProps {
  kind: EntityKind;
  entityKey: string;
  /** Where a deleted entity's page goes (the list). */
  listHref: string;
  writes: EntityActionCalls;
}

/** The Actions menu with its copy and delete dialogs. */
export function EntityActions({ kind, entityKey, listHref, writes }: EntityActionsProps) {
  const readOnly = useReadOnly();
  const count = useNamespaces().data?.namespaces.length ?? 0;
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const copyBlocked = readOnly ? READ_ONLY : count < 2 ? 'Copying needs a second namespace' : undefined;
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
          <MenuItem id="copy" isDisabled={!!copyBlocked}>
            <span title={copyBlocked}>Copy to Namespace</span>
          </MenuItem>
          <Separator />
          <MenuItem id="delete" tone="danger" isDisabled={readOnly}>
            <span title={readOnly ? READ_ONLY : undefined}>Delete</span>
          </MenuItem>
        </Menu>
      </MenuTrigger>
      {open === 'copy' && <CopyDialog kind={kind} entityKey={entityKey} onCopy={copy} onOpenChange={close} />}
      <AlertDialog title={`Delete ${capitalized(kind)}`} isOpen={open === 'delete'} onOpenChange={close} onConfirm={remove}>
        Are you sure you want to delete the {kind} <strong>{entityKey}</strong>? This action cannot be undone.
      </AlertDialog>
    </>
  );
}
