// The variants of a flag in creation order: key (with a Default badge), name, description, a
// short attachment preview and the row actions. Read-only storage leaves only "View".
import { Badge, Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../design/components';
import { parseJson } from '../../lib/json';
import type { Variant } from '../flags/schema';
import * as styles from './VariantsTab.css';

/** SPEC §9: text is cut after 25 characters, then an ellipsis. */
const PREVIEW_CHARS = 25;

/** The attachment as compact JSON, cut to the preview length. */
export function attachmentPreview(text: string): string {
  const parsed = text.trim() ? parseJson(text) : null;
  const compact = parsed?.ok ? JSON.stringify(parsed.value) : text.trim();
  return compact.length > PREVIEW_CHARS ? `${compact.slice(0, PREVIEW_CHARS)}…` : compact;
}

/** What a row can do; `onDefault` gets null to clear the default. */
export interface VariantActions {
  onEdit: (variant: Variant) => void;
  onDelete: (variant: Variant) => void;
  onDefault: (variant: Variant | null) => void;
}

/** Props of VariantsTable. */
export interface VariantsTableProps extends VariantActions {
  variants: readonly Variant[];
  defaultId: string | undefined;
  readOnly: boolean;
}

function RowActions({ variant, isDefault, readOnly, onEdit, onDelete, onDefault }: VariantActions & { variant: Variant; isDefault: boolean; readOnly: boolean }) {
  const { key } = variant;
  const action = (text: string, label: string, onPress: () => void) => (
    <Button key={text} size="sm" tone="quiet" aria-label={label} onPress={onPress}>
      {text}
    </Button>
  );
  if (readOnly) return action('View', `View variant ${key}`, () => onEdit(variant));
  return [
    action('Edit', `Edit variant ${key}`, () => onEdit(variant)),
    isDefault ? action('Clear default', `Clear default variant ${key}`, () => onDefault(null)) : action('Set as default', `Set as default variant ${key}`, () => onDefault(variant)),
    action('Delete', `Delete variant ${key}`, () => onDelete(variant)),
  ];
}

/** The variants table. */
export function VariantsTable({ variants, defaultId, readOnly, ...actions }: VariantsTableProps) {
  return (
    <Table label="Variants">
      <TableHeader>
        <Column isRowHeader>Key</Column>
        <Column>Name</Column>
        <Column>Description</Column>
        <Column>Attachment</Column>
        <Column hideLabel>Actions</Column>
      </TableHeader>
      <TableBody items={variants}>
        {(variant) => (
          <Row id={variant.id} textValue={variant.key}>
            <Cell>
              <span className={styles.key}>
                {variant.key}
                {variant.id === defaultId && <Badge tone="accent">Default</Badge>}
              </span>
            </Cell>
            <Cell>{variant.name}</Cell>
            <Cell>{variant.description}</Cell>
            <Cell>{variant.attachment && <code className={styles.code}>{attachmentPreview(variant.attachment)}</code>}</Cell>
            <Cell>
              <div className={styles.actions}>
                <RowActions variant={variant} isDefault={variant.id === defaultId} readOnly={readOnly} {...actions} />
              </div>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
