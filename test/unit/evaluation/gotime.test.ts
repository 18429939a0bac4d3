import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseGoDateTime } from '../../../ui/lib/evaluation/gotime';

const epoch = (s: string) => {
  const t = parseGoDateTime(s);
  return t === null ? null : [t.seconds, t.nanos];
};
const ms = (iso: string) => Date.parse(iso) / 1000;

test('accepts the RFC 3339 forms Go accepts', () => {
  assert.equal(epoch('2006-01-02T15:04:05Z'), [ms('2006-01-02T15:04:05Z'), 0]);
  assert.equal(epoch('2006-01-02T15:04:05+07:00'), [ms('2006-01-02T08:04:05Z'), 0]);
  assert.equal(epoch('2006-01-02T15:04:05-00:00'), [ms('2006-01-02T15:04:05Z'), 0]);
  assert.equal(epoch('2006-01-02T15:04:05.123456789Z'), [ms('2006-01-02T15:04:05Z'), 123456789]);
  assert.equal(epoch('2006-01-02T15:04:05,5Z'), [ms('2006-01-02T15:04:05Z'), 500000000]);
  assert.equal(epoch('2006-01-02T15:04:05.1234567899Z'), [ms('2006-01-02T15:04:05Z'), 123456789]);
});

test('accepts a one-digit hour', () => {
  assert.equal(epoch('2006-01-02T5:04:05Z'), [ms('2006-01-02T05:04:05Z'), 0]);
});

test('accepts offsets up to 24 hours and 60 minutes and rejects larger ones', () => {
  assert.equal(epoch('2006-01-02T15:04:05+24:00'), [ms('2006-01-01T15:04:05Z'), 0]);
  assert.equal(epoch('2006-01-02T15:04:05-23:60'), [ms('2006-01-03T15:04:05Z'), 0]);
  assert.is(epoch('2006-01-02T15:04:05+25:00'), null);
  assert.is(epoch('2006-01-02T15:04:05+23:61'), null);
});

test('reads a bare date as midnight UTC', () => {
  assert.equal(epoch('2006-01-02'), [ms('2006-01-02T00:00:00Z'), 0]);
  assert.equal(epoch('2024-02-29'), [ms('2024-02-29T00:00:00Z'), 0]);
});

test('handles years 0000 and 9999 in the proleptic Gregorian calendar', () => {
  assert.equal(epoch('0000-01-01'), [-62167219200, 0]);
  assert.equal(epoch('0000-02-29'), [-62167219200 + 59 * 86400, 0]);
  assert.equal(epoch('9999-12-31T23:59:59Z'), [253402300799, 0]);
  assert.equal(epoch('0099-03-01'), [ms('+000099-03-01T00:00:00Z'), 0]);
});

test('rejects the shapes Go rejects', () => {
  const rejected = [
    '2006-01-02t15:04:05Z', '2006-01-02T15:04:05z', '2006-01-02 15:04:05Z', '2006-01-02T15:04:05',
    '2006-01-02T15:04:05+0700', '2006-01-02T15:04:05+07', '2006-01-02T15:04Z', '2006-1-02', '2006-01-2',
    '20060-01-02', '+2006-01-02', ' 2006-01-02', '2006-01-02 ', '20060102', '2006-01-02T15:04:05.Z',
    '2006-01-02T15:04:05+7:00', '2006-01-02T15:04:05Z ', '2006-01-02T015:04:05Z', '', 'yesterday',
  ];
  for (const input of rejected) assert.is(epoch(input), null, JSON.stringify(input));
});

test('rejects out-of-range fields and impossible dates', () => {
  const rejected = [
    '2006-01-02T24:00:00Z', '2006-01-02T23:60:00Z', '2006-01-02T23:59:60Z', '2024-02-30', '2023-02-29',
    '1900-02-29', '2006-13-01', '2006-00-10', '2006-01-00', '2006-04-31T00:00:00Z',
  ];
  for (const input of rejected) assert.is(epoch(input), null, input);
  assert.ok(epoch('2000-02-29') !== null);
});

test.run();
