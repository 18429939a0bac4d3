// The card of one rule or rollout: handle, position, kind, the quick-edit button and an actions
// menu whose Delete asks first. Write controls are left out in read-only mode.
import { useState, type ReactNode } from 'react';
import { AlertDialog, Badge, Button, EditIcon, IconButton, Menu, MenuItem, MenuTrigger, MoreIcon, Separator, toast } from '../../design/components';
import { capitalized } from '../../lib/text';
import * as styles from './ranked.css';

/** Props of RankedCard. */
export interface RankedCardProps {
  noun: 'rule' | 'rollout';
  position: number;
  /** The kind of rule or rollout, shown as a badge. */
  kind: string;
  handle: ReactNode;
  readOnly: boolean;
  /** An "Edit" menu item before Delete (the rollout panel). */
  onEdit?: () => void;
  onDelete: () => Promise<unknown>;
  /** The quick-edit form, shown in place of the summary; `done` closes it. */
  quickEdit: (done: () => void) => ReactNode;
  /** The summary. */
  children: ReactNode;
}

/** One ranked card. */
export function RankedCard({ noun, position, kind, handle, readOnly, onEdit, onDelete, quickEdit, children }: RankedCardProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = `${noun} ${position}`;
  const Title = capitalized(noun);
  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        {handle}
        <h3 className={styles.cardTitle}>
          {Title} {position} <Badge>{kind}</Badge>
        </h3>
        {!readOnly && !editing && (
          <Button size="sm" tone="quiet" icon={EditIcon} aria-label={`Quick edit ${name}`} onPress={() => setEditing(true)}>
            Quick edit
          </Button>
        )}
        {!readOnly && (
          <MenuTrigger>
            <IconButton icon={MoreIcon} label={`Actions for ${name}`} />
            <Menu>
              {onEdit && <MenuItem onAction={onEdit}>Edit</MenuItem>}
              {onEdit && <Separator />}
              <MenuItem tone="danger" onAction={() => setDeleting(true)}>
                Delete
              </MenuItem>
            </Menu>
          </MenuTrigger>
        )}
      </div>
      {editing ? quickEdit(() => setEditing(false)) : children}
      <AlertDialog
        title={`Delete ${Title}`}
        isOpen={deleting}
        onOpenChange={setDeleting}
        onConfirm={async () => {
          await toast.report(onDelete(), `Successfully deleted ${noun}`);
        }}
      >
        Are you sure you want to delete the {noun} at position {position}? This action cannot be undone.
      </AlertDialog>
    </div>
  );
}

/** The last card of the list: what the flag returns when nothing above matches. */
export function DefaultCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.muted}>{description}</p>
      {children}
    </section>
  );
}
