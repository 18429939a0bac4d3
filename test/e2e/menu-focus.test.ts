// A dialog opened from a menu item gives focus back to the menu's button when it closes (issue 39):
// the item is gone with the menu, and focus used to fall to the page body, so the next Tab started
// over from the top of the page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seedNamespace, useApp } from '../helpers/e2e-app';
import { isFocused, until } from '../helpers/e2e-input';
import { seedVariantFlag } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = uniqueKey('menu-focus');
const FLAG = 'checkout';

test.before(async () => {
  await seedNamespace(app.api, NS, 'Menu focus');
  await seedVariantFlag(app.api, NS, FLAG, ['blue']);
});

for (const item of ['Copy to Namespace', 'Deep Copy', 'Delete']) {
  test(`Escape from the "${item}" dialog of a flag's Actions menu puts focus back on Actions`, async () => {
    const view = await app.open(`/namespaces/${NS}/flags/${FLAG}`);
    const { page } = view;
    const actions = page.getByRole('button', { name: 'Actions' });
    await actions.focus();
    await page.keyboard.press('Enter');
    const menuItem = page.getByRole('menuitem', { name: new RegExp(`^${item}`) });
    await menuItem.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await dialog.first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'detached' });
    await until('focus back on Actions', () => isFocused(actions));
    assert.ok(await isFocused(actions));
    await view.assertNoProblems();
  });
}

test.run();
