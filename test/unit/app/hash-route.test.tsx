// The hash route over a tab's history: Back, Forward and an edited address render the page the
// address names; with unsaved edits on screen they ask first, Stay keeps the page and puts the
// address back (history intact), Discard makes the move. Links and list queries as before.
import '../../helpers/dom';
import { useEffect } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Route, Switch, useLocation } from 'wouter';
import { createHashRoute, type HashRoute } from '../../../ui/app/hash-route';
import { Link } from '../../../ui/design/components/Link';
import { setDirty } from '../../../ui/lib/unsaved';
import { fakeBrowser } from '../../helpers/fake-browser';
import { cleanup, render, resetStores, settle, type View } from '../../helpers/render';

let stop = () => {};
test.before.each(resetStores);
test.after.each(async () => {
  stop();
  await cleanup();
});

/** A form holding edits while it is on screen, as useForm registers one. */
function Draft() {
  useEffect(() => {
    const id = {};
    setDirty(id, {});
    return () => setDirty(id, null);
  }, []);
  return <p>Editing a new flag</p>;
}

function App() {
  const [path, navigate] = useLocation();
  return (
    <>
      <h1>{`At ${path}`}</h1>
      <Link href="/segments">Segments</Link>
      <button type="button" onClick={() => navigate(`${path}?q=a`)}>
        Search
      </button>
      <Switch>
        <Route path="/flags/new">
          <Draft />
        </Route>
      </Switch>
    </>
  );
}

/** The app on a fake tab that has been at `routes`, one after another, by the app's own navigation. */
async function open(...routes: string[]): Promise<{ view: View; tab: ReturnType<typeof fakeBrowser>; route: HashRoute }> {
  const tab = fakeBrowser(`http://console.test/#${routes[0]}`);
  const route = createHashRoute(tab.browser);
  stop = route.start();
  const view = await render(<App />, { location: route });
  for (const to of routes.slice(1)) await view.act(() => route.navigate(to));
  return { view, tab, route };
}

// The page's own heading, read while a modal question hides the page from the accessibility tree.
const heading = (view: View) => view.container.querySelector('h1')?.textContent;
const question = (view: View) => view.queryByRole('alertdialog', 'Discard unsaved changes?');

test('Back and Forward without edits render the page the address names', async () => {
  const { view, tab } = await open('/flags', '/segments');
  assert.is(heading(view), 'At /segments');
  await view.act(tab.back);
  assert.is(heading(view), 'At /flags');
  assert.is(tab.address(), '/flags');
  await view.act(tab.forward);
  assert.is(heading(view), 'At /segments');
  assert.is(question(view), null);
});

test('Back with unsaved edits asks; Stay keeps the page and the address, and Forward history', async () => {
  const { view, tab } = await open('/flags', '/flags/new');
  await view.act(tab.back);
  assert.ok(question(view), 'Back asks first');
  assert.is(heading(view), 'At /flags/new', 'the page being left is still shown');
  assert.is(tab.address(), '/flags/new', 'the address names the page shown again');
  await view.press(view.byRole('button', 'Stay'));
  assert.is(question(view), null);
  assert.ok(view.byText('Editing a new flag'));
  assert.equal(tab.entries(), { routes: ['/flags', '/flags/new'], at: 1 }, 'no entry added or lost');
});

test('Back with unsaved edits, then Discard, goes back', async () => {
  const { view, tab } = await open('/flags', '/flags/new');
  await view.act(tab.back);
  await view.press(view.byRole('button', 'Discard changes'));
  await settle();
  assert.is(heading(view), 'At /flags');
  assert.is(tab.address(), '/flags');
  assert.is(view.queryByText('Editing a new flag'), null);
  assert.is(question(view), null, 'the move it agreed to does not ask again');
  await view.act(tab.forward);
  assert.is(heading(view), 'At /flags/new', 'Forward still leads to the form');
});

test('Forward with unsaved edits asks too', async () => {
  const { view, tab } = await open('/flags/new', '/segments');
  await view.act(tab.back);
  assert.is(heading(view), 'At /flags/new');
  await view.act(tab.forward);
  assert.ok(question(view));
  assert.is(tab.address(), '/flags/new');
  await view.press(view.byRole('button', 'Discard changes'));
  await settle();
  assert.is(heading(view), 'At /segments');
});

test('an address typed by hand with edits asks; Stay keeps the page, Discard goes there', async () => {
  const { view, tab } = await open('/flags/new');
  await view.act(() => tab.typeAddress('#/segments'));
  assert.ok(question(view));
  assert.is(tab.address(), '/flags/new');
  await view.press(view.byRole('button', 'Stay'));
  assert.is(heading(view), 'At /flags/new');
  await view.act(() => tab.typeAddress('#/namespaces'));
  await view.press(view.byRole('button', 'Discard changes'));
  await settle();
  assert.is(heading(view), 'At /namespaces');
  assert.is(tab.address(), '/namespaces');
});

test('a link away from edits asks; a query change on the same page does not', async () => {
  const { view, tab } = await open('/flags/new');
  await view.press(view.byRole('link', 'Segments'));
  assert.ok(question(view));
  await view.press(view.byRole('button', 'Stay'));
  assert.is(tab.address(), '/flags/new');
  await view.press(view.byRole('button', 'Search'));
  assert.is(question(view), null);
  assert.is(tab.address(), '/flags/new?q=a');
});

test('an address that moves after the first render, before the route listens, is the page shown once it does', async () => {
  const tab = fakeBrowser('http://console.test/#/flags');
  const route = createHashRoute(tab.browser);
  const view = await render(<App />, { location: route });
  assert.is(heading(view), 'At /flags');
  tab.typeAddress('#/segments');
  await view.act(() => {
    stop = route.start();
  });
  assert.is(heading(view), 'At /segments');
  await view.act(tab.back);
  assert.is(heading(view), 'At /flags', 'and it follows the tab from then on');
});

test('the route listens to the tab only between start and stop', async () => {
  const { view, tab } = await open('/flags', '/segments');
  stop();
  await view.act(tab.back);
  assert.is(heading(view), 'At /segments', 'a stopped route no longer follows the tab');
});

test.run();
