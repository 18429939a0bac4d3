// The variants of a flag in creation order: key (with a Default badge), name, description, a
// short attachment preview and the row actions. Read-only storage leaves only "View". The actions
// are text links named "Edit ,chrome" (Flipt's names, which operators' scripts use), and the key
// is a plain cell, as in Flipt's console.
import { ActionLink, Badge, Cell, Column, Row, Table, TableBody, TableHeader, VisibleText } from '../../design/components';
import { parseJson } from '../../lib/json';
import type { Variant } from '../flags';
import * as styles from './VariantsTab.css';

/** SPEC §9: text is cut after 25 characters, then an ellipsis. */
const PREVIEW_CHARS = 25;

/** The attachment as compact JSON, cut to the preview length. */
export function attachmentPreview(text: string): string {
  const parsed = parseJson(text);
  const compact = parsed.ok ? JSON.stringify(parsed.value) : text.trim();
  return compact.length > PREVIEW_CHARS ? `${compact.slice(0, PREVIEW_CHARS)}…` : compact;
}

/** Props of VariantsTable. */
export interface VariantsTableProps {
  variants: readonly Variant[];
  defaultId: string | undefined;
  readOnly: boolean;
  onEdit: (variant: Variant) => void;
  onDelete: (variant: Variant) => void;
}

/** The variants table. */
export function VariantsTable({ variants, defaultId, readOnly, onEdit, onDelete }: VariantsTableProps) {
  const action = (text: string, variant: Variant, onPress: (variant: Variant) => void) => (
    <ActionLink suffix={`,${variant.key}`} tone={text === 'Delete' ? 'danger' : 'accent'} onPress={() => onPress(variant)}>
      {text}
    </ActionLink>
  );
  return (
    <Table label="Variants" rowHeaders={false}>
      <TableHeader>
        <Column isRowHeader>Key</Column>
        <Column>Name</Column>
        <Column>Description</Column>
        <Column>Attachment</Column>
        <Column hideLabel>Actions</Column>
      </TableHeader>
      <TableBody items={variants}>
        {(variant) => (
          <Row id={variant.id}>
            <Cell>
              <span className={styles.key}>
                <VisibleText text={variant.key} />
                {variant.id === defaultId && <Badge tone="accent">Default</Badge>}
              </span>
            </Cell>
            <Cell>
              <VisibleText text={variant.name} />
            </Cell>
            <Cell>{variant.description}</Cell>
            <Cell>{variant.attachment && <code className={styles.code}>{attachmentPreview(variant.attachment)}</code>}</Cell>
            <Cell>
              <div className={styles.actions}>
                {readOnly ? (
                  action('View', variant, onEdit)
                ) : (
                  <>
                    {action('Edit', variant, onEdit)}
                    {action('Delete', variant, onDelete)}
                  </>
                )}
              </div>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
