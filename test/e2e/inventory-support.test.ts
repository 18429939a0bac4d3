// Flipt's names on Support and Onboarding (UI-INVENTORY §2.4, §2.5): headings, lines, tiles and
// their links, found by role and name as an operator's own automation finds them in Flipt's console.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { useApp } from '../helpers/e2e-app';
import { exactHeading as heading, exactText } from '../helpers/e2e-input';
import { projectRoot } from '../helpers/server';

const app = useApp(test);

/** A link named `text`; an external one's name ends with the hint " (opens in a new tab)". */
const linkName = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(opens in a new tab\\))?$`);

/** The tile whose heading is `title`: its line and its link. */
async function tile(page: Page, title: string, line: string | null, link: string) {
  const item = page.getByRole('listitem').filter({ has: heading(page, title) });
  await item.waitFor();
  if (line) await item.getByText(line, { exact: true }).waitFor();
  const found = item.getByRole('link', { name: linkName(link) });
  await found.waitFor();
  return found;
}

test('Support: h1 "Support", "How to get help with Flipt", "Documentation" and the four cards', async () => {
  const view = await app.open('/support');
  const { page } = view;
  await heading(page, 'Support', 1).waitFor();
  await exactText(page, 'How to get help with Flipt').waitFor();
  await page.getByRole('link', { name: linkName('Documentation') }).first().waitFor();
  await tile(page, 'File an Issue', 'Get support from the community', 'Create GitHub Issue');
  await tile(page, 'Chat in Discord', 'Ask a question in our Discord community', 'Join Discord Server');
  const email = await tile(page, 'Email', 'Send an email to our shared inbox', 'Send Email');
  assert.is(await email.getAttribute('href'), 'mailto:dev@flipt.io?subject=Support%20Inquiry');
  const onboarding = await tile(page, 'Onboarding', 'Get started with Flipt', "Let's Go");
  await onboarding.click();
  await view.waitForRoute('/onboarding');
  await heading(page, 'Onboarding', 1).waitFor();
  assert.is(await page.getByRole('button', { name: 'Continue to Dashboard' }).count(), 0, 'no "Continue" outside the first visit');
  await view.assertNoProblems();
});

test('Onboarding: its lines, the five tiles, "More Resources" and its four, and "Continue to Dashboard" on a first visit', async () => {
  const view = await app.open('/', { onboarded: false });
  const { page } = view;
  await heading(page, 'Onboarding', 1).waitFor();
  await exactText(page, 'Here are some things to help you get started with Flipt').waitFor();
  await tile(page, 'Get Started', 'Learn how to create your first feature flag', 'Learn More');
  for (const title of ['Introducing Flipt Cloud', 'Try the CLI', 'Checkout a Guide', 'Integrate Your Application']) await tile(page, title, null, 'Learn More');
  await heading(page, 'More Resources', 2).waitFor();
  await exactText(page, "Once you're up and running, here are a few more resources").waitFor();
  await tile(page, 'Chat With Us', null, 'Join Discord');
  await tile(page, 'View API Reference', null, 'Learn More');
  await tile(page, 'Support Us', null, 'Star Flipt on GitHub');
  await tile(page, 'Join the Community', null, 'Join Discourse');
  const proceed = page.getByRole('button', { name: 'Continue to Dashboard', exact: true });
  await proceed.hover();
  await page.getByRole('tooltip').filter({ hasText: 'Complete Onboarding' }).waitFor();
  await proceed.click();
  await view.waitForRoute('/namespaces/default/flags');
  await view.assertNoProblems();
});

test("Support: the console's release and the server's Flipt, and the third-party notices the server serves", async () => {
  const view = await app.open('/support');
  const { page } = view;
  const version = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version;
  const versions = page.getByText(new RegExp(`^Console ${version.replaceAll('.', '\\.')} · Flipt v?\\d`));
  await versions.first().waitFor();
  assert.is(await page.getByRole('contentinfo').getByText(`Console ${version}`).count(), 1, 'the footer shows it too');
  const [notices] = await Promise.all([view.context.waitForEvent('page'), page.getByRole('link', { name: linkName('Third-party notices') }).click()]);
  await notices.getByRole('heading', { name: 'Third-party notices', level: 1 }).waitFor();
  assert.match(notices.url(), /^http:\/\/127\.0\.0\.1:\d+\/assets\/third-party-notices\.html$/);
  await notices.getByRole('heading', { name: /^react-aria \d/, level: 2 }).waitFor();
  assert.ok((await notices.textContent('body'))?.includes('Version 2.0, January 2004'), "React Aria's Apache-2.0 text");
  await notices.close();
  await view.assertNoProblems();
});

test('axe finds no violations on Support, light and dark', async () => {
  const view = await app.open('/support');
  await heading(view.page, 'Support', 1).waitFor();
  await assertAccessibleInThemes(view.page, 'Support');
  await view.assertNoProblems();
});

test.run();
