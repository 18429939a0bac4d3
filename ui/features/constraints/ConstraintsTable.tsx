// The constraints of a segment: Property, Type, Operator, Value, Description and Edit | Delete
// (hidden in read-only mode). DateTime values show in the user's time zone, lists as chips. The
// actions are links named "Edit , foo" and the property a plain cell, as in Flipt's console.
import { ActionLink, Cell, Column, Row, Table, TableBody, TableHeader } from '../../design/components';
import { formatTime, type TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import type { Constraint } from '../segments';
import { Chips } from './Chips';
import { parseList } from './list';
import { DATETIME, operatorLabel, takesList, takesValue, typeLabel } from './operators';
import * as styles from './constraints.css';

/** Props of ConstraintsTable. */
export interface ConstraintsTableProps {
  constraints: readonly Constraint[];
  readOnly: boolean;
  onEdit: (constraint: Constraint) => void;
  onDelete: (constraint: Constraint) => void;
}

function Value({ constraint, mode }: { constraint: Constraint; mode: TimeMode }) {
  const { type, operator, value, property } = constraint;
  if (!takesValue(operator)) return null;
  const list = takesList(operator) ? parseList(value) : null;
  if (list) return <Chips items={list} label={`Values of ${property}`} />;
  if (type === DATETIME && value) return <time dateTime={value}>{formatTime(value, mode)}</time>;
  return <>{value}</>;
}

function Actions({ constraint, onEdit, onDelete }: { constraint: Constraint } & Pick<ConstraintsTableProps, 'onEdit' | 'onDelete'>) {
  const action = (label: string, act: (constraint: Constraint) => void) => (
    <ActionLink suffix={`, ${constraint.property}`} tone={label === 'Delete' ? 'danger' : 'accent'} onPress={() => act(constraint)}>
      {label}
    </ActionLink>
  );
  return (
    <span className={styles.actions}>
      {action('Edit', onEdit)}
      <span aria-hidden="true">|</span>
      {action('Delete', onDelete)}
    </span>
  );
}

const COLUMNS = ['Type', 'Operator', 'Value', 'Description'];

/** The constraints table. */
export function ConstraintsTable({ constraints, readOnly, onEdit, onDelete }: ConstraintsTableProps) {
  const mode = usePreferences((s) => s.timezone);
  return (
    <Table label="Constraints" rowHeaders={false}>
      <TableHeader>
        <Column isRowHeader>Property</Column>
        {COLUMNS.map((column) => (
          <Column key={column}>{column}</Column>
        ))}
        {!readOnly && <Column hideLabel>Actions</Column>}
      </TableHeader>
      <TableBody items={constraints}>
        {(constraint) => (
          <Row id={constraint.id}>
            <Cell>{constraint.property}</Cell>
            <Cell>{typeLabel(constraint.type)}</Cell>
            <Cell>{operatorLabel(constraint.type, constraint.operator)}</Cell>
            <Cell>
              <Value constraint={constraint} mode={mode} />
            </Cell>
            <Cell>{constraint.description}</Cell>
            {!readOnly && (
              <Cell>
                <Actions constraint={constraint} onEdit={onEdit} onDelete={onDelete} />
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
