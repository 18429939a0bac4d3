// The unit-test harness itself: a fake that lets a wrong request slip through would make every
// other test meaningless.
import '../helpers/dom';
import { useState } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { Button } from '../../ui/design/components/Button';
import { Form } from '../../ui/design/components/Form';
import { TextField } from '../../ui/design/components/TextField';
import { useForm } from '../../ui/design/components/useForm';
import { KeySchema, RequiredSchema } from '../../ui/lib/forms';
import { fakeApi } from '../helpers/fake-api';
import { cleanup, render } from '../helpers/render';

test.after.each(async () => {
  try {
    await cleanup();
  } catch {
    // One test leaves an unmatched request on purpose.
  }
});

test('the fake API refuses unregistered routes and verify reports them', async () => {
  const api = fakeApi().on('GET', 'api/v1/namespaces', {});
  try {
    await api.fetch('api/v1/flags', {});
    assert.unreachable('should throw');
  } catch (error) {
    assert.match(String(error), 'no route for GET api/v1/flags');
  }
  assert.throws(() => api.verify(), /unregistered route\(s\): GET api\/v1\/flags/);
});

test('the fake API records method, path, query, params and parsed body', async () => {
  const api = fakeApi().on('PUT', '/api/v1/namespaces/:ns/flags/:flag', ({ params, body }) => ({ params, body }));
  const response = await api.fetch('api/v1/namespaces/default/flags/f1?reference=main', { method: 'PUT', body: '{"name":"F"}' });
  assert.equal(await response.json(), { params: { ns: 'default', flag: 'f1' }, body: { name: 'F' } });
  const call = api.last('PUT');
  assert.equal(
    { method: call?.method, path: call?.path, query: call?.query, body: call?.body },
    { method: 'PUT', path: 'api/v1/namespaces/default/flags/f1', query: { reference: 'main' }, body: { name: 'F' } },
  );
  assert.is(api.count('PUT', 'api/v1/namespaces/:ns/flags/:flag'), 1);
});

test('a later registration overrides an earlier one; routes with a query must match it', async () => {
  const api = fakeApi().defaults().on('GET', 'meta/info', { version: 'override' }).on('GET', 'x?a=1', 'one');
  assert.equal(await (await api.fetch('meta/info')).json(), { version: 'override' });
  assert.equal(await (await api.fetch('x?a=1&b=2')).json(), 'one');
  await api.fetch('x?a=2').then(
    () => assert.unreachable('should throw'),
    () => undefined,
  );
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Profile">
      <label htmlFor="name">Name</label>
      <input id="name" value={value} onChange={(e) => setValue(e.target.value)} />
      <span id="bio-label">Biography</span>
      <textarea aria-labelledby="bio-label" defaultValue="" />
      <p>Hello {value || 'nobody'}</p>
      <button type="button" hidden>
        Hidden
      </button>
    </form>
  );
}

test('queries find controls by label and role; type goes through React', async () => {
  const view = await render(<Field />);
  assert.ok(view.byRole('form', 'Profile'));
  assert.is(view.byLabel('Biography').tagName, 'TEXTAREA');
  await view.type(view.byLabel('Name'), 'Ada');
  assert.ok(view.byText('Hello Ada'));
  assert.is(view.queryByRole('button', 'Hidden'), null);
  assert.throws(() => view.byRole('button', 'Missing'), /No button named Missing/);
});

const Schema = v.object({ key: KeySchema, name: RequiredSchema });

/** The form engine's errors reach the fields through the Form's validationErrors, as React Aria's Form takes them. */
function NamespaceForm({ onSave }: { onSave: (value: v.InferOutput<typeof Schema>) => void }) {
  const form = useForm({ values: { name: '', key: '' }, schema: Schema, save: async (value) => onSave(value), showErrors: 'submitted', submit: 'always' });
  return (
    <Form validationErrors={form.errors} onSubmit={(event) => void form.submit(event)}>
      <TextField name="name" label="Name" value={form.values.name} onChange={form.change('name')} />
      <TextField name="key" label="Key" value={form.values.key} onChange={form.change('key')} />
      <Button type="submit">Create</Button>
    </Form>
  );
}

test('fields take typing, a submit button submits, and the engine errors show through the Form', async () => {
  const saved: unknown[] = [];
  const view = await render(<NamespaceForm onSave={(value) => saved.push(value)} />);
  await view.press(view.byRole('button', 'Create'));
  assert.match(view.container.textContent ?? '', 'Required');
  assert.is(view.byLabel('Key').getAttribute('aria-invalid'), 'true');
  await view.type(view.byLabel('Name'), 'Staging');
  await view.type(view.byLabel('Key'), 'no good');
  await view.press(view.byRole('button', 'Create'));
  assert.match(view.container.textContent ?? '', 'Only letters, numbers, hypens and underscores allowed');
  await view.type(view.byLabel('Key'), 'staging');
  await view.press(view.byRole('button', 'Create'));
  assert.equal(saved, [{ key: 'staging', name: 'Staging' }]);
});

test.run();
