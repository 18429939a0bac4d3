import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import * as D from '../components';

const rows = [
  { id: 'checkout', name: 'New checkout', enabled: true },
  { id: 'banner', name: 'Banner', enabled: false },
  { id: 'search', name: 'Search v2', enabled: true },
];

/** A sortable table with row selection. */
export function DataTable() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'key', direction: 'ascending' });
  const items = useMemo(() => {
    const key = sort.column === 'name' ? 'name' : 'id';
    const sorted = [...rows].sort((a, b) => a[key].localeCompare(b[key]));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  return (
    <D.Table label="Flags" selectionMode="multiple" sortDescriptor={sort} onSortChange={setSort}>
      <D.TableHeader>
        <D.Column id="key" isRowHeader allowsSorting>Key</D.Column>
        <D.Column id="name" allowsSorting>Name</D.Column>
        <D.Column id="status">Status</D.Column>
      </D.TableHeader>
      <D.TableBody items={items} renderEmptyState={() => <D.TableEmpty>No flags</D.TableEmpty>}>
        {(row) => (
          <D.Row id={row.id}>
            <D.Cell>{row.id}</D.Cell>
            <D.Cell>{row.name}</D.Cell>
            <D.Cell>{row.enabled ? <D.Badge tone="success">Enabled</D.Badge> : <D.Badge>Disabled</D.Badge>}</D.Cell>
          </D.Row>
        )}
      </D.TableBody>
    </D.Table>
  );
}

/** Tabs as used on the flag page. */
export function RouteTabs() {
  return (
    <D.Tabs defaultSelectedKey="variants">
      <D.TabList label="Flag sections">
        <D.Tab id="variants">Variants</D.Tab>
        <D.Tab id="rules">Rules</D.Tab>
        <D.Tab id="analytics">Analytics</D.Tab>
      </D.TabList>
      <D.TabPanel id="variants">Variants of checkout</D.TabPanel>
      <D.TabPanel id="rules">Rules of checkout</D.TabPanel>
      <D.TabPanel id="analytics">Analytics of checkout</D.TabPanel>
    </D.Tabs>
  );
}
