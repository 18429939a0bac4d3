import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SupportPage } from '../../../../ui/features/support';
import { cleanup, render } from '../../../helpers/render';

test.after.each(cleanup);

test('shows the documentation link and the four ways to get help', async () => {
  const view = await render(<SupportPage />, { path: '/support' });
  assert.ok(view.byRole('heading', 'Support'));
  assert.is(view.byRole('link', /^Documentation/).getAttribute('target'), '_blank');
  assert.equal(
    view.allByRole('heading').map((h) => h.textContent),
    ['Support', 'Onboarding', 'File an Issue', 'Chat in Discord', 'Email'],
  );
  const email = view.byRole('link', 'Send Email');
  assert.is(email.getAttribute('href'), 'mailto:dev@flipt.io?subject=Support%20Inquiry');
  assert.is(view.byRole('link', /^Create GitHub Issue/).getAttribute('rel'), 'noopener noreferrer');
  assert.ok(view.byRole('link', /^Join Discord Server/));
});

test('"Let\'s Go" opens the onboarding page inside the console', async () => {
  const view = await render(<SupportPage />, { path: '/support' });
  const go = view.byRole('link', "Let's Go");
  assert.is(go.getAttribute('target'), null);
  await view.press(go);
  assert.is(view.path().split('?')[0], '/onboarding');
});

test.run();
