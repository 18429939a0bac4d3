import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { DottedKeySchema, KeySchema, OptionalTextSchema, parseForm, RequiredSchema, serverErrors, validate } from '../../../ui/lib/forms';
import { ApiError } from '../../../ui/lib/http';

const Form = v.object({ key: KeySchema, name: RequiredSchema, description: OptionalTextSchema });

test("an empty key or name is 'Required', and only that", () => {
  assert.equal(validate(Form, { key: '', name: '  ' }), { key: ['Required'], name: ['Required'] });
  assert.equal(validate(Form, {}), { key: ['Required'], name: ['Required'] });
});

test('keys allow letters, digits, hyphen, underscore and comma', () => {
  assert.equal(validate(Form, { key: 'Beta_users-2,x', name: 'B' }), {});
  assert.equal(validate(Form, { key: 'beta.users', name: 'B' }), { key: ['Only letters, numbers, hypens and underscores allowed'] });
  assert.equal(validate(Form, { key: 'a b', name: 'B' }), { key: ['Only letters, numbers, hypens and underscores allowed'] });
});

test('dotted keys also allow dots', () => {
  assert.is(v.safeParse(DottedKeySchema, 'v1.2_beta').success, true);
  const bad = v.safeParse(DottedKeySchema, 'v1/2');
  assert.is(bad.issues?.[0]?.message, 'Only letters, numbers, hypens, dots and underscores allowed');
  assert.is(v.safeParse(DottedKeySchema, '').issues?.[0]?.message, 'Required');
});

test('parses form values through the schema, trimming and defaulting', () => {
  assert.equal(parseForm(Form, { key: ' staging ', name: 'Staging' }), { ok: true, value: { key: 'staging', name: 'Staging', description: '' } });
});

test('reports form errors by field name', () => {
  assert.equal(parseForm(Form, { key: 'no good', name: '' }), {
    ok: false,
    errors: { key: ['Only letters, numbers, hypens and underscores allowed'], name: ['Required'] },
  });
});

test('maps server validation errors to the field they name', () => {
  assert.equal(serverErrors(new ApiError(400, 'invalid field name: must not be empty')), {
    fields: { name: ['invalid field name: must not be empty'] },
    form: null,
  });
  assert.equal(serverErrors(new ApiError(400, 'namespace "staging" is not unique')), {
    fields: { key: ['namespace "staging" is not unique'] },
    form: null,
  });
  assert.equal(serverErrors(new ApiError(400, 'variant "on" is not unique for flag "default/f"')).fields, {
    key: ['variant "on" is not unique for flag "default/f"'],
  });
});

test('other failures become a form-level message', () => {
  assert.equal(serverErrors(new ApiError(500, 'not implemented')), { fields: {}, form: 'not implemented' });
  assert.equal(serverErrors(new ApiError(400, 'namespace "default" is protected')), { fields: {}, form: 'namespace "default" is protected' });
  assert.equal(serverErrors(new Error('boom')), { fields: {}, form: 'boom' });
});

test("a field the form does not have becomes a form-level message", () => {
  const error = new ApiError(400, 'invalid field operator: unknown');
  assert.equal(serverErrors(error, ['property', 'value']), { fields: {}, form: 'invalid field operator: unknown' });
  assert.equal(serverErrors(error, ['operator']).fields, { operator: ['invalid field operator: unknown'] });
});

test.run();
