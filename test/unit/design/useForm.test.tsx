// The form engine every form runs on (ui/design/components/useForm), mechanics only: a valibot
// schema in, field errors and submit state out, server refusals by field or above the form, edits
// over live values. The guards and toasts on top are tested in features/forms/useGuardedForm.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { Button, Form, FormError, TextField, useForm } from '../../../ui/design/components';
import { KeySchema, RequiredSchema } from '../../../ui/lib/forms';
import { ApiError } from '../../../ui/lib/http';
import { cleanup, descriptionOf, render } from '../../helpers/render';

test.after.each(cleanup);

const Schema = v.object({ name: RequiredSchema, key: KeySchema });
type Values = { name: string; key: string };

/** Two fields bound to the engine, its form-level error and a submit button. */
function Harness({ save }: { save: (output: Values) => Promise<unknown> }) {
  const form = useForm({ values: { name: '', key: '' }, schema: Schema, save });
  return (
    <Form validationBehavior="aria" onSubmit={(e) => void form.submit(e)}>
      <FormError>{form.formError}</FormError>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Key" {...form.field('key')} />
      <Button type="submit" isDisabled={!form.canSubmit}>
        Save
      </Button>
    </Form>
  );
}

const errorOf = (field: Element) => descriptionOf(field);

test('an error shows once its field is touched; Save waits for a valid change; the output is trimmed', async () => {
  const saved: unknown[] = [];
  const view = await render(<Harness save={async (value) => saved.push(value)} />);
  const save = view.byRole('button', 'Save');
  assert.ok(save.hasAttribute('disabled'), 'nothing changed yet');
  await view.type(view.byLabel('Key'), 'a b');
  assert.is(errorOf(view.byLabel('Key')), 'Only letters, numbers, hypens and underscores allowed');
  assert.is(errorOf(view.byLabel('Name')), '', 'Name is not touched yet');
  await view.type(view.byLabel('Key'), 'staging');
  await view.type(view.byLabel('Name'), '  Staging ');
  assert.not.ok(save.hasAttribute('disabled'));
  await view.press(save);
  assert.equal(saved, [{ name: 'Staging', key: 'staging' }]);
  assert.is((view.byLabel('Name') as HTMLInputElement).value, '  Staging ', 'the engine alone keeps the values after a save');
});

test('a refusal shows under its field or above the form, and the engine alone toasts nothing', async () => {
  let refusal = new ApiError(400, 'invalid field key: taken');
  const view = await render(<Harness save={() => Promise.reject(refusal)} />);
  await view.type(view.byLabel('Name'), 'Staging');
  await view.type(view.byLabel('Key'), 'staging');
  await view.press(view.byRole('button', 'Save'));
  assert.is(errorOf(view.byLabel('Key')), 'invalid field key: taken');
  refusal = new ApiError(500, 'not implemented');
  await view.type(view.byLabel('Key'), 'staging-2');
  await view.press(view.byRole('button', 'Save'));
  assert.ok(view.byRole('alert', 'not implemented'), 'above the form');
  assert.is(view.queryByRole('alertdialog', 'Error'), null, 'no toast');
});

test.run();
