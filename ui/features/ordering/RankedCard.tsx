// The card of one rule or rollout: handle, title and position, kind, the quick-edit button and an
// actions menu whose Delete asks first. Read-only mode leaves out quick edit and disables the menu,
// saying why (UI-INVENTORY §2.15).
import { useState, type ReactNode } from 'react';
import { AlertDialog, Badge, Button, EditIcon, IconButton, Menu, MenuItem, MenuTrigger, MoreIcon, Separator, toast } from '../../design/components';
import { WhyDisabled } from '../../design/components/WhyDisabled';
import { capitalized } from '../../lib/text';
import { READ_ONLY } from '../meta';
import * as styles from './ranked.css';

/** Props of RankedCard. */
export interface RankedCardProps {
  noun: 'rule' | 'rollout';
  position: number;
  /** The card's title before the position (default the noun: "Rule"; Flipt's "Threshold Rollout"). */
  title?: string;
  /** The kind of rule, shown as a badge. */
  kind?: string;
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
export function RankedCard({ noun, position, title, kind, handle, readOnly, onEdit, onDelete, quickEdit, children }: RankedCardProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = `${noun} ${position}`;
  const Title = capitalized(noun);
  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        {handle}
        <h3 className={styles.cardTitle}>
          {title ?? Title} {position} {kind && <Badge>{kind}</Badge>}
        </h3>
        {!readOnly && !editing && (
          <Button size="sm" tone="quiet" icon={EditIcon} aria-label={`Quick edit ${name}`} onPress={() => setEditing(true)}>
            Quick edit
          </Button>
        )}
        {readOnly ? (
          <WhyDisabled reason={READ_ONLY}>
            <IconButton icon={MoreIcon} label={`Actions for ${name}`} isDisabled />
          </WhyDisabled>
        ) : (
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
        Are you sure you want to delete this {noun} at position {position}? This action cannot be undone.
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
