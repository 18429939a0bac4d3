// The card of one rule or rollout: handle, title and position, and an actions menu (Edit for a
// rollout, Delete, which asks first), then its quick-edit form, always shown as in Flipt (UI-INVENTORY
// §2.10, §2.11). Read-only mode disables the menu, saying why (§2.15).
import { useRef, useState, type ReactNode } from 'react';
import { AlertDialog, IconButton, Menu, MenuItem, MenuTrigger, MoreIcon, Separator, toast, WhyDisabled } from '../../design/components';
import type { DeleteGuard } from '../../lib/conflicts';
import { capitalized } from '../../lib/text';
import { READ_ONLY } from '../meta';
import { useWriteBlock } from '../permissions';
import { focusAfterRemoval } from './focus';
import { useKept } from './kept';
import * as styles from '../../design/recipes/ranked.css';

/** Props of RankedCard. */
export interface RankedCardProps {
  noun: 'rule' | 'rollout';
  position: number;
  /** The card's title before the position (default the noun: "Rule"; Flipt's "Threshold Rollout"). */
  title?: string;
  handle: ReactNode;
  readOnly: boolean;
  /** An "Edit" menu item before Delete (the rollout panel). */
  onEdit?: () => void;
  onDelete: () => Promise<unknown>;
  /** What the delete compares first (issue 26). */
  guard: DeleteGuard;
  /** The body: the quick-edit form. */
  children: ReactNode;
}

/** One ranked card. */
export function RankedCard({ noun, position, title, handle, readOnly, onEdit, onDelete, guard, children }: RankedCardProps) {
  // Rules and rollouts are the flag's: the policy's flag update decides.
  const reason = useWriteBlock('flag', 'update');
  const [deleting, setDeleting] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const kept = useKept();
  const name = `${noun} ${position}`;
  const Title = capitalized(noun);
  // The test id Flipt's menu button carries (operators' scripts find it by it).
  const menuButton = { label: `Actions for ${name}`, 'data-testid': `${noun}-menu-button` };
  return (
    <div ref={card} className={styles.card}>
      <div className={styles.cardHeader}>
        {handle}
        <h3 className={styles.cardTitle}>
          {title ?? Title} {position}
          {kept?.gone && ' (deleted)'}
        </h3>
        {kept?.gone ? null : readOnly ? (
          <WhyDisabled reason={reason ?? READ_ONLY}>
            <IconButton icon={MoreIcon} {...menuButton} isDisabled />
          </WhyDisabled>
        ) : (
          <MenuTrigger>
            <IconButton icon={MoreIcon} {...menuButton} />
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
      {children}
      <AlertDialog
        title={`Delete ${Title}`}
        isOpen={deleting}
        onOpenChange={setDeleting}
        guard={guard}
        onConfirm={async () => {
          const refocus = focusAfterRemoval(card.current);
          kept?.deleting();
          if (await toast.report(onDelete(), `Successfully deleted ${noun}`)) refocus();
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
