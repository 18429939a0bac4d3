// A record's form (ui/features/forms/useGuardedForm): the form engine with the guards on top —
// refusals toasted, a saved form clean again, unsaved edits asking before they are lost, the
// conflict guard, a record deleted elsewhere.
import '../../../helpers/dom';
import { useState } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { Button, DeletedElsewhere, Form, FormError, TextField } from '../../../../ui/design/components';
import { useGuardedForm, type GuardedFormOptions } from '../../../../ui/features/forms';
import { KeySchema, RequiredSchema } from '../../../../ui/lib/forms';
import { ApiError } from '../../../../ui/lib/http';
import { createHashRoute } from '../../../../ui/app/hash-route';
import { Link } from '../../../../ui/design/components/Link';
import { fakeBrowser } from '../../../helpers/fake-browser';
import { cleanup, descriptionOf, render, waitFor } from '../../../helpers/render';

test.after.each(cleanup);

const Schema = v.object({ name: RequiredSchema, key: KeySchema });
type Values = { name: string; key: string };

/** Two fields bound to the engine, its form-level error and a submit button. */
function Harness(props: Partial<GuardedFormOptions<Values, v.InferOutput<typeof Schema>>> & { values: Values; save: GuardedFormOptions<Values, Values>['save'] }) {
  const form = useGuardedForm({ schema: Schema, ...props });
  return (
    <Form validationBehavior="aria" onSubmit={(e) => void form.submit(e)}>
      <FormError>{form.formError}</FormError>
      <DeletedElsewhere deleted={form.deleted} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Key" {...form.field('key')} />
      <Button type="submit" isDisabled={!form.canSubmit}>
        Save
      </Button>
    </Form>
  );
}

const EMPTY = { name: '', key: '' };
const errorOf = (field: Element) => descriptionOf(field);

test("a server refusal of a field shows under it (not toasted) until that field changes; others go above the form and toast", async () => {
  let refusal = new ApiError(400, 'invalid field key: taken');
  const view = await render(<Harness values={EMPTY} save={() => Promise.reject(refusal)} />);
  await view.type(view.byLabel('Name'), 'Staging');
  await view.type(view.byLabel('Key'), 'staging');
  await view.press(view.byRole('button', 'Save'));
  assert.is(errorOf(view.byLabel('Key')), 'invalid field key: taken');
  assert.is(view.queryByRole('alertdialog', 'Error'), null, 'not repeated in an error toast');
  await view.type(view.byLabel('Key'), 'staging-2');
  assert.is(errorOf(view.byLabel('Key')), '');
  refusal = new ApiError(500, 'not implemented');
  await view.press(view.byRole('button', 'Save'));
  assert.ok(view.byRole('alert', 'not implemented'), 'above the form');
  assert.ok(view.byRole('alertdialog', 'Error'), 'and in the error toast');
});

/** The harness over values that another part of the page changes (an entity refreshed after a write elsewhere). */
function Live() {
  const [values, setValues] = useState({ name: 'Staging', key: 'staging' });
  return (
    <>
      <Harness values={values} save={async () => undefined} />
      <button type="button" onClick={() => setValues({ name: 'Staging (EU)', key: 'staging' })}>
        Renamed elsewhere
      </button>
    </>
  );
}

test('edits stay over values that change underneath, and a saved form shows the new values', async () => {
  const view = await render(<Live />);
  await view.type(view.byLabel('Name'), 'Stage');
  await view.press(view.byRole('button', 'Renamed elsewhere'));
  assert.is((view.byLabel('Name') as HTMLInputElement).value, 'Stage');
  await view.press(view.byRole('button', 'Save'));
  assert.is((view.byLabel('Name') as HTMLInputElement).value, 'Staging (EU)');
  assert.ok(view.byRole('button', 'Save').hasAttribute('disabled'), 'clean again');
});

test("'submitted' errors show from the first press on; a save that resolves to false ends quietly", async () => {
  const after: unknown[] = [];
  const view = await render(
    <Harness values={EMPTY} showErrors="submitted" submit="always" save={async () => false} savedText="Saved" onSaved={(r) => after.push(r)} />,
  );
  await view.type(view.byLabel('Key'), 'a b');
  assert.is(errorOf(view.byLabel('Key')), '');
  await view.press(view.byRole('button', 'Save'));
  assert.is(errorOf(view.byLabel('Key')), 'Only letters, numbers, hypens and underscores allowed');
  assert.is(errorOf(view.byLabel('Name')), 'Required');
  await view.type(view.byLabel('Key'), 'ok');
  await view.type(view.byLabel('Name'), 'Ok');
  await view.press(view.byRole('button', 'Save'));
  assert.equal(after, []);
  assert.is(view.queryByText('Saved'), null);
});

test('edits arm the unsaved guard: leaving asks until they are saved', async () => {
  const tab = fakeBrowser('http://console.test/#/flags/new');
  const route = createHashRoute(tab.browser);
  const stop = route.start();
  const page = (
    <>
      <Harness values={EMPTY} save={async () => undefined} />
      <Link href="/segments">Segments</Link>
    </>
  );
  const view = await render(page, { location: route });
  const question = () => view.queryByRole('alertdialog', 'Discard unsaved changes?');
  await view.type(view.byLabel('Name'), 'Checkout');
  await view.press(view.byRole('link', 'Segments'));
  assert.ok(question(), 'edits ask before leaving');
  await view.press(view.byRole('button', 'Stay'));
  assert.is(tab.address(), '/flags/new');
  await view.type(view.byLabel('Key'), 'checkout');
  await view.press(view.byRole('button', 'Save'));
  await view.press(view.byRole('link', 'Segments'));
  assert.is(question(), null, 'a saved form leaves freely');
  assert.is(tab.address(), '/segments');
  stop();
});

test('with `current`, a save merges fields only the other side changed and asks when both changed one', async () => {
  const saved: unknown[] = [];
  let server: Values = { name: 'Start', key: 'moved-elsewhere' };
  const current = { what: 'record r', read: async () => ({ values: server, source: server }) };
  const view = await render(<Harness values={{ name: 'Start', key: 'start' }} current={current} save={async (value, source) => saved.push([value, source])} />);
  await view.type(view.byLabel('Name'), 'Mine');
  await view.press(view.byRole('button', 'Save'));
  await waitFor(() => assert.is(saved.length, 1));
  assert.equal(saved[0], [{ name: 'Mine', key: 'moved-elsewhere' }, server], 'the edit over the record as it is now');

  server = { name: 'Theirs', key: 'start' };
  await view.type(view.byLabel('Name'), 'Mine again');
  await view.press(view.byRole('button', 'Save'));
  const dialog = await waitFor(() => view.byRole('dialog', 'Record r changed elsewhere'));
  assert.match(dialog.textContent ?? '', /Start → Mine again.*Start → Theirs/);
  assert.is(saved.length, 1, 'nothing is written while it asks');
  await view.press(view.byRole('button', 'Apply mine on top'));
  await waitFor(() => assert.is(saved.length, 2));
  assert.equal(saved[1], [{ name: 'Mine again', key: 'start' }, server]);
});

test('with `gone`, the form says its record was deleted elsewhere, keeps the values and re-creates it from them once they pass the checks', async () => {
  const created: unknown[] = [];
  let discarded = 0;
  const current = { what: 'record r', read: async () => null };
  const gone = { recreate: async (value: Values) => created.push(value), discard: () => void discarded++ };
  function Gone() {
    const [deleted, setDeleted] = useState(false);
    return (
      <>
        <Harness values={{ name: 'Start', key: 'start' }} current={current} gone={deleted && gone} save={async () => undefined} />
        <button type="button" onClick={() => setDeleted(true)}>
          Deleted elsewhere
        </button>
      </>
    );
  }
  const view = await render(<Gone />);
  await view.type(view.byLabel('Key'), 'a b');
  assert.is(view.queryByRole('alert', /deleted elsewhere/), null, 'nothing to say yet');
  await view.press(view.byRole('button', 'Deleted elsewhere'));
  assert.is(view.byRole('alert', /deleted elsewhere/).textContent, 'Record r was deleted elsewhere while you were editing it. Your values are kept here.');
  assert.is((view.byLabel('Key') as HTMLInputElement).value, 'a b', 'the values stay');
  assert.ok(view.byRole('button', 'Save').hasAttribute('disabled'), 'nothing to update');
  await view.press(view.byRole('button', 'Re-create'));
  assert.is(errorOf(view.byLabel('Key')), 'Only letters, numbers, hypens and underscores allowed', 'checked as a save is');
  assert.equal(created, []);
  await view.type(view.byLabel('Key'), 'again');
  await view.press(view.byRole('button', 'Re-create'));
  await waitFor(() => assert.equal(created, [{ name: 'Start', key: 'again' }]));
  assert.ok(view.byText('Re-created record r'), 'the success toast');
  assert.is(discarded, 1, 'the form goes once it is re-created');
  await view.press(view.byRole('button', 'Discard'));
  assert.is(discarded, 2);
});

test.run();
