// The chart's numbers as a table, for screen-reader and keyboard users (and anyone who wants them).
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../design/components';
import { formatTime, type TimeMode } from '../../lib/time';
import type { Point } from './series';

export type CountsTableProps = { points: readonly Point[]; mode: TimeMode; label: string };

/** One row per bucket: its start time in the user's mode and its count. */
export function CountsTable({ points, mode, label }: CountsTableProps) {
  return (
    <Table label={label}>
      <TableHeader>
        <Column>Time</Column>
        <Column>Evaluations</Column>
      </TableHeader>
      <TableBody items={points}>
        {(p) => (
          <Row id={p.time}>
            <Cell>{formatTime(new Date(p.time), mode)}</Cell>
            <Cell>{p.value}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
