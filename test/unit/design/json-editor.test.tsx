// JsonEditor: the JSON field every form uses (attachments, context, metadata, constraint lists).
import '../../helpers/dom';
import { useState } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Form, JsonEditor, type JsonEditorProps } from '../../../ui/design/components';
import { checkContext } from '../../../ui/lib/json';
import { cleanup, render } from '../../helpers/render';

test.after.each(cleanup);

function Editor(props: Partial<JsonEditorProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <JsonEditor label="Attachment" {...props} value={value} onChange={setValue} />;
}

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join('|');

test('invalid JSON shows the syntax error with its line and column once typed', async () => {
  const view = await render(<Editor />);
  const field = view.byLabel('Attachment');
  assert.is(field.tagName, 'TEXTAREA');
  assert.is(field.getAttribute('aria-invalid'), null);
  await view.type(field, '{\n  "a": 1,\n  "b" 2\n}');
  assert.is(field.getAttribute('aria-invalid'), 'true');
  assert.ok(errorOf(field).includes('Must be valid JSON (line 3, column 7)'));
});

test('empty text is fine without a validate rule', async () => {
  const view = await render(<Editor initial="{}" />);
  const field = view.byLabel('Attachment');
  await view.type(field, '');
  assert.is(field.getAttribute('aria-invalid'), null);
});

test("the caller's message (its form's rule) shows as written, in place of the syntax error", async () => {
  function Context() {
    const [value, setValue] = useState('');
    return <JsonEditor label="Context" value={value} onChange={setValue} errorMessage={checkContext(value) ?? undefined} />;
  }
  const view = await render(<Context />);
  const field = view.byLabel('Context');
  await view.type(field, '{"k": 1');
  assert.is(errorOf(field), 'Must be valid context value: not JSON at line 1, column 8');
  await view.type(field, '{"k":"v"}');
  assert.is(field.getAttribute('aria-invalid'), null);
});

test('Format pretty-prints valid JSON with two-space indent and is disabled for invalid JSON', async () => {
  const view = await render(<Editor initial='{"a":[1,2],"b":{"c":true}}' />);
  const format = view.byRole('button', 'Format');
  await view.press(format);
  assert.is((view.byLabel('Attachment') as HTMLTextAreaElement).value, '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {\n    "c": true\n  }\n}');
  await view.type(view.byLabel('Attachment'), '{"a":');
  assert.is(format.hasAttribute('disabled'), true);
});

test('Format is disabled when the field is disabled', async () => {
  const view = await render(<Editor initial="{}" isDisabled />);
  assert.is(view.byRole('button', 'Format').hasAttribute('disabled'), true);
  assert.is(view.byLabel('Attachment').hasAttribute('disabled'), true);
});

test("the Form's server error for its name shows under it", async () => {
  const view = await render(
    <Form validationErrors={{ attachment: 'Must be valid JSON' }}>
      <Editor name="attachment" initial="{}" />
    </Form>,
  );
  const field = view.byLabel('Attachment');
  assert.is(field.getAttribute('name'), 'attachment');
  assert.is(field.getAttribute('aria-invalid'), 'true');
  assert.ok(errorOf(field).includes('Must be valid JSON'));
});

test('an errorMessage from the caller shows without touching the field', async () => {
  const view = await render(<Editor initial="{}" errorMessage="Must be valid JSON" description="Any JSON value" />);
  const field = view.byLabel('Attachment');
  assert.is(errorOf(field), 'Any JSON value|Must be valid JSON');
});

// Issue 43 item 6: a text too long to lay out is kept but not put in the textarea.
function Watched({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return <JsonEditor label="Context" value={value} onChange={(text) => (seen.push(text), setValue(text))} />;
}

test('a pasted text too long to show is kept whole, described, and replaced by what is typed next', async () => {
  const seen: string[] = [];
  const view = await render(<Watched seen={seen} />);
  const field = view.byLabel('Context') as HTMLTextAreaElement;
  const long = JSON.stringify({ plan: 'pro', big: '\u202e\u200bא'.repeat(4000) });
  const paste = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: { getData: () => string } };
  paste.clipboardData = { getData: () => long };
  await view.act(() => field.dispatchEvent(paste));
  assert.ok(paste.defaultPrevented, 'the browser does not insert it');
  assert.is(seen.at(-1), long, 'the text is kept as pasted');
  assert.is(field.value, '');
  assert.match(errorOf(field), `Too long to show; typing replaces it: {"plan":"pro","big":"\\u202e`);
  assert.match(errorOf(field), `… (${long.length.toLocaleString('en-US')} characters)`);
  assert.match(errorOf(field), '{"plan":"pro","big":"\\u202e\\u200bא');
  await view.press(view.byRole('button', 'Clear'));
  assert.is(seen.at(-1), '');
  assert.is(view.queryByRole('button', 'Clear'), null);
});

test('a short paste goes in as usual', async () => {
  const seen: string[] = [];
  const view = await render(<Watched seen={seen} />);
  const paste = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: { getData: () => string } };
  paste.clipboardData = { getData: () => '{"plan":"pro"}' };
  await view.act(() => view.byLabel('Context').dispatchEvent(paste));
  assert.not.ok(paste.defaultPrevented);
  assert.equal(seen, []);
});

test.run();
