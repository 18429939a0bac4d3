import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OnboardingPage } from '../../../../ui/features/onboarding';
import { useUserEvents } from '../../../../ui/stores/events';
import { useCurrentNamespace } from '../../../../ui/stores/namespace';
import { cleanup, render, resetStores } from '../../../helpers/render';

test.before.each(resetStores);
test.after.each(cleanup);

test('shows the getting-started tiles and more resources; external links open safely in a new tab', async () => {
  const view = await render(<OnboardingPage firstRun={false} />);
  assert.ok(view.byRole('heading', 'Onboarding'));
  assert.ok(view.byRole('heading', 'More Resources'));
  for (const title of ['Get Started', 'Try the CLI', 'Checkout a Guide', 'Integrate Your Application', 'Chat With Us', 'View API Reference']) {
    assert.ok(view.byRole('heading', title), title);
  }
  const links = view.allByRole('link');
  assert.ok(links.length >= 8);
  for (const link of links) {
    assert.is(link.getAttribute('target'), '_blank', link.textContent ?? '');
    assert.match(link.getAttribute('rel') ?? '', 'noopener');
    assert.match(link.textContent ?? '', '(opens in a new tab)');
  }
  assert.is(view.queryByRole('button', 'Continue to Dashboard'), null, 'only on the first visit');
});

test('on the first visit "Continue to Dashboard" records completion and opens the current namespace\'s flags', async () => {
  useCurrentNamespace.setState({ namespaceKey: 'staging' });
  const view = await render(<OnboardingPage firstRun />, { path: '/' });
  await view.press(view.byRole('button', 'Continue to Dashboard'));
  assert.ok(useUserEvents.getState().completedOnboarding);
  assert.match(localStorage.getItem('event') ?? '', '"completedOnboarding":true');
  assert.is(view.path(), '/namespaces/staging/flags');
});

test.run();
