// The plain-HTML Table and the React Aria Tabs the design layer offers (ui/design/components): linked rows
// and the in-page tablist keyboard model, which the pages themselves (route tabs) do not exercise.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Cell, Column, Row, Tab, TabList, TabPanel, Table, TableBody, TableEmpty, TableHeader, Tabs } from '../../../../ui/design/components';
import { cleanup, render } from '../../../helpers/render';

test.after.each(cleanup);

const flags = [
  { key: 'checkout', name: 'New checkout' },
  { key: 'banner', name: 'Banner' },
];

test('a linked row puts a link in its row header; a click elsewhere in the row follows it', async () => {
  const view = await render(
    <Table label="Flags">
      <TableHeader>
        <Column id="name">Name</Column>
        <Column id="key" isRowHeader>
          Key
        </Column>
      </TableHeader>
      <TableBody items={flags}>
        {(flag) => (
          <Row id={flag.key} href={`/flags/${flag.key}`}>
            <Cell>{flag.name}</Cell>
            <Cell>{flag.key}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>,
  );
  const header = view.container.querySelector('tbody tr th[scope="row"]') as HTMLElement;
  assert.is(header.textContent, 'checkout', 'the isRowHeader column is the row header');
  assert.is(view.byRole('link', 'checkout').getAttribute('href'), '/flags/checkout');
  await view.press(view.byText('Banner'));
  assert.is(view.path(), '/flags/banner');
});

test('an empty body shows its message across every column', async () => {
  const view = await render(
    <Table label="Flags" selectionMode="multiple">
      <TableHeader>
        <Column id="key">Key</Column>
        <Column id="name">Name</Column>
      </TableHeader>
      <TableBody items={[] as typeof flags} renderEmptyState={() => <TableEmpty>No flags</TableEmpty>}>
        {(flag) => (
          <Row id={flag.key}>
            <Cell>{flag.key}</Cell>
            <Cell>{flag.name}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>,
  );
  assert.is(view.byText('No flags').closest('td')?.getAttribute('colspan'), '3');
  assert.ok((view.byRole('checkbox', 'Select all') as HTMLInputElement).disabled);
});

test('in-page tabs: one panel at a time; arrow keys, Home and End move and select', async () => {
  const view = await render(
    <Tabs defaultSelectedKey="variants">
      <TabList label="Flag sections">
        <Tab id="variants">Variants</Tab>
        <Tab id="rules">Rules</Tab>
        <Tab id="analytics">Analytics</Tab>
      </TabList>
      <TabPanel id="variants">Variants panel</TabPanel>
      <TabPanel id="rules">Rules panel</TabPanel>
      <TabPanel id="analytics">Analytics panel</TabPanel>
    </Tabs>,
  );
  const list = view.byRole('tablist', 'Flag sections');
  const variants = view.byRole('tab', 'Variants');
  assert.is(variants.getAttribute('aria-selected'), 'true');
  assert.is(view.byRole('tab', 'Rules').getAttribute('tabindex'), '-1');
  assert.is(view.byRole('tabpanel').getAttribute('aria-labelledby'), variants.id);
  await view.act(() => variants.focus());
  await view.key(list, 'ArrowRight');
  assert.is(document.activeElement?.textContent, 'Rules');
  assert.ok(view.byText('Rules panel'));
  assert.is(view.queryByText('Variants panel'), null);
  await view.key(list, 'End');
  assert.ok(view.byText('Analytics panel'));
  await view.key(list, 'ArrowRight');
  assert.ok(view.byText('Variants panel'), 'wraps around');
  await view.key(list, 'ArrowLeft');
  assert.ok(view.byText('Analytics panel'));
  await view.key(list, 'Home');
  assert.is(view.byRole('tab', 'Variants').getAttribute('aria-selected'), 'true');
});

test.run();
