import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AnalyticsTab } from '../../../../ui/features/analytics';
import type { Flag } from '../../../../ui/features/flags/schema';
import { usePreferences } from '../../../../ui/stores/preferences';
import { fakeApi, type FakeApi, type FakeRequest } from '../../../helpers/fake-api';
import { cleanup, render, resetStores, type View } from '../../../helpers/render';
import { listboxValue } from '../../../helpers/queries';

const COUNTS = 'internal/v1/analytics/namespaces/:ns/flags/:flag';
const MIN = 60_000;
const flag: Flag = {
  key: 'checkout',
  name: 'Checkout',
  description: '',
  namespaceKey: 'default',
  type: 'BOOLEAN_FLAG_TYPE',
  enabled: true,
  variants: [],
  metadata: {},
  createdAt: '',
  updatedAt: '',
};

test.before.each(() => {
  resetStores();
  usePreferences.setState({ timezone: 'utc' });
});
test.after.each(async () => {
  process.env.TZ = 'UTC';
  await cleanup();
});

/** Counts at the 3rd and 6th minute of the asked range: `first` then `second` evaluations. */
function counts(first = 3, second = 7) {
  return ({ query }: FakeRequest) => {
    const from = Date.parse(query.from ?? '');
    return { timestamps: [new Date(from + 2 * MIN).toISOString(), new Date(from + 5 * MIN).toISOString()], values: [first, second] };
  };
}

function server(analytics = true, handler: unknown = counts()): FakeApi {
  return fakeApi()
    .defaults({ info: { analytics: analytics ? { enabled: true } : {} } })
    .on('GET', COUNTS, handler);
}

const open = (api: FakeApi, pollMs?: number, path = '/namespaces/default/flags/checkout/analytics') =>
  render(<AnalyticsTab namespaceKey="default" flag={flag} pollMs={pollMs} />, { api, path });

const chart = (view: View) => view.byRole('img', /^Evaluations of checkout/);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('without analytics the tab explains how to enable it and requests no counts', async () => {
  const api = server(false);
  const view = await open(api, 20);
  assert.ok(view.byRole('heading', 'Analytics Disabled'));
  assert.match(view.byText(/analytics\.storage/).textContent ?? '', 'Flipt configuration');
  assert.match(view.byRole('link', /Configuring analytics/).getAttribute('href') ?? '', 'flipt.io/docs');
  await view.act(() => sleep(80));
  assert.is(api.count('GET', COUNTS), 0);
  assert.is(view.queryByRole('button', 'Pause updates'), null);
});

test('asks for the last 30 minutes ending at the current minute', async () => {
  const api = server();
  const before = Date.now();
  const view = await open(api);
  await view.waitFor(() => chart(view));
  const call = api.last('GET', COUNTS);
  assert.equal(call?.params, { ns: 'default', flag: 'checkout' });
  const from = Date.parse(call?.query.from ?? '');
  const to = Date.parse(call?.query.to ?? '');
  assert.match(call?.query.to ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
  assert.is(to - from, 30 * MIN);
  assert.ok(to <= Date.now() && to > before - MIN);
  assert.is((await listboxValue(view, view.byLabel('Time window'))).value, '30m');
});

test('shows the total, the peak and a chart summary in words', async () => {
  const view = await open(server());
  const img = await view.waitFor(() => chart(view));
  assert.match(view.byText(/in the last 30 minutes/).textContent ?? '', /^10 evaluations in the last 30 minutes, peak 7 at \d\d:\d\d UTC$/);
  assert.match(img.getAttribute('aria-label') ?? '', /^Evaluations of checkout over the last 30 minutes: 10 in total, peak 7 at \d\d:\d\d UTC$/);
  assert.ok(view.byText('Time (UTC)'));
  assert.ok(Array.from(img.querySelectorAll('text')).some((t) => t.textContent === 'Evaluations'), 'the y axis is titled');
  assert.match(view.byText(/Last updated/).textContent ?? '', /Updating every 10 seconds · Last updated \d\d:\d\d:\d\d UTC/);
  assert.is(view.queryByText('No evaluations in this window'), null);
});

test('a window with no evaluations says so over the empty chart', async () => {
  const view = await open(server(true, { timestamps: [], values: [] }));
  await view.waitFor(() => view.byText('No evaluations in this window'));
  assert.match(chart(view).getAttribute('aria-label') ?? '', /: 0 in total$/);
});

test('choosing a window asks for its range and keeps it in the URL', async () => {
  const api = server();
  const view = await open(api);
  await view.waitFor(() => chart(view));
  await view.type(view.byLabel('Time window'), '4h');
  await view.waitFor(() => view.byText(/in the last 4 hours/));
  const call = api.last('GET', COUNTS);
  assert.is(Date.parse(call?.query.to ?? '') - Date.parse(call?.query.from ?? ''), 240 * MIN);
  assert.match(view.path(), /\?window=4h$/);
  assert.match(view.byText(/counted per/).textContent ?? '', 'counted per 5 minutes');
});

test('opens on the window named in the URL', async () => {
  const api = server();
  const view = await open(api, undefined, '/namespaces/default/flags/checkout/analytics?window=1d');
  await view.waitFor(() => view.byText(/in the last 1 day/));
  assert.is((await listboxValue(view, view.byLabel('Time window'))).value, '1d');
  const call = api.last('GET', COUNTS);
  assert.is(Date.parse(call?.query.to ?? '') - Date.parse(call?.query.from ?? ''), 1440 * MIN);
});

test('polls while updates run, stops when paused and refreshes at once on resume', async () => {
  const api = server();
  const view = await open(api, 30);
  await view.waitFor(() => chart(view));
  await view.waitFor(() => assert.ok(api.count('GET', COUNTS) >= 3, 'it polls'));
  const pause = view.byRole('button', 'Pause updates');
  await view.key(pause, 'Enter');
  assert.is(pause.textContent, 'Resume updates', 'the button says what a press does');
  assert.ok(view.byText(/Updates paused/));
  const paused = api.count('GET', COUNTS);
  await view.act(() => sleep(150));
  assert.is(api.count('GET', COUNTS), paused, 'no request while paused');
  await view.key(pause, ' ');
  assert.is(pause.textContent, 'Pause updates');
  await view.waitFor(() => assert.ok(api.count('GET', COUNTS) > paused, 'resuming refreshes'));
  await view.act(() => sleep(100));
  assert.ok(api.count('GET', COUNTS) >= paused + 2, 'and keeps polling');
});

test('new counts replace the chart on the next poll', async () => {
  let evaluated = 1;
  const api = server(true, (request: FakeRequest) => counts(evaluated, 0)(request));
  const view = await open(api, 30);
  await view.waitFor(() => view.byText(/^1 evaluation in the last/));
  evaluated = 5;
  await view.waitFor(() => view.byText(/^5 evaluations in the last/));
});

test('an answer that analytics is not served shows the disabled panel, without an error or more requests', async () => {
  const api = server().fail('GET', COUNTS, 501, 'unknown service flipt.analytics.AnalyticsService');
  const view = await open(api, 20);
  await view.waitFor(() => view.byRole('heading', 'Analytics Disabled'));
  const calls = api.count('GET', COUNTS);
  await view.act(() => sleep(100));
  assert.is(api.count('GET', COUNTS), calls);
  assert.is(view.queryByText('unknown service flipt.analytics.AnalyticsService'), null);
});

test('other failures show in the error toast', async () => {
  const api = server().fail('GET', COUNTS, 500, 'parsing time "x" as "2006-01-02T15:04:05Z07:00"');
  const view = await open(api);
  await view.waitFor(() => view.byText('The evaluation counts could not be loaded.'));
  assert.ok(view.byText('parsing time "x" as "2006-01-02T15:04:05Z07:00"'));
});

test('the time axis follows the local time preference', async () => {
  process.env.TZ = 'Asia/Kolkata';
  usePreferences.setState({ timezone: 'local' });
  const view = await open(server());
  const img = await view.waitFor(() => chart(view));
  assert.ok(view.byText('Time (Local)'));
  const ticks = Array.from(img.querySelectorAll('text')).map((t) => t.textContent ?? '').filter((t) => /^\d\d:\d\d$/.test(t));
  assert.ok(ticks.length >= 4);
  assert.ok(ticks.every((t) => /[05]$/.test(t)), `ticks every 5 minutes: ${ticks.join(' ')}`);
  const utcTicks = ticks.map((t) => {
    const [h = 0, m = 0] = t.split(':').map(Number);
    return (h * 60 + m - 330 + 1440) % 1440;
  });
  const now = new Date();
  const nowUtc = now.getUTCHours() * 60 + now.getUTCMinutes();
  assert.ok(utcTicks.every((m) => (nowUtc - m + 1440) % 1440 <= 31), 'local ticks are the UTC window shifted by +05:30');
  assert.not.match(img.getAttribute('aria-label') ?? '', 'UTC');
});

test('the data table lists every bucket with its count', async () => {
  const view = await open(server());
  await view.waitFor(() => chart(view));
  const toggle = view.byRole('button', 'Show data table');
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  await view.press(toggle);
  const table = view.byRole('table', 'Evaluations of checkout per time bucket');
  assert.is(view.byRole('button', 'Hide data table').getAttribute('aria-expanded'), 'true');
  const rows = Array.from(table.querySelectorAll('tbody tr'));
  assert.is(rows.length, 31);
  const counted = rows.map((r) => r.querySelector('td')?.textContent).filter((c) => c !== '0');
  assert.equal(counted, ['3', '7']);
  assert.match(rows[0]?.querySelector('th')?.textContent ?? '', /^\d{4}-\d\d-\d\d \d\d:\d\d:00 UTC$/);
});

test.run();
