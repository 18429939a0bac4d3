// Error toasts around forms in a slide-over (issue 16): an error shown under its field is not
// toasted as well, and a toast never covers the controls the operator needs to recover.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { uniqueKey } from '../helpers/http';
import { control, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'default';

async function seedFlagWithVariant(): Promise<string> {
  const key = uniqueKey('toasty');
  const flag = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: 'Toasty', type: 'VARIANT_FLAG_TYPE', enabled: true });
  assert.is(flag.status, 200, `create flag: ${flag.text}`);
  const variant = await app.api.post(`/api/v1/namespaces/${NS}/flags/${key}/variants`, { key: 'blue' });
  assert.is(variant.status, 200, `create variant: ${variant.text}`);
  return key;
}

const toastRegion = (page: Page) => page.getByRole('region', { name: /notifications?\.$/ });

/** Opens the flag's New Variant slide-over with `key` typed in. */
async function newVariant(key: string, variantKey: string) {
  // The refused create (400 for a duplicate, 404 once the flag is gone) and reads of the gone flag.
  const refused = (status: number) => [
    { method: 'POST', path: new RegExp(`/flags/${key}/variants$`), status },
    { method: 'GET', path: new RegExp(`/flags/${key}(/|$)`), status },
  ];
  const view = await app.open(`/namespaces/${NS}/flags/${key}`, { allowed: [...refused(400), ...refused(404)] });
  const { page } = view;
  await page.getByRole('heading', { name: 'Variants', exact: true }).waitFor();
  await control(page, 'New Variant').click();
  const panel = page.getByRole('dialog', { name: 'New Variant' });
  await panel.waitFor();
  await panel.getByRole('textbox', { name: /^Key/ }).fill(variantKey);
  return { view, page, panel };
}

/** Whether the element at the centre of `target` is `target` itself (or inside it): nothing lies over it. */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  });
}

test('a duplicate key shows under the Key field only, with no error toast', async () => {
  const key = await seedFlagWithVariant();
  const { view, page, panel } = await newVariant(key, 'blue');
  await panel.getByRole('button', { name: 'Create' }).click();
  await panel.getByText(/variant "blue" is not unique/).waitFor();
  // Give a toast the time it would take to appear.
  await page.waitForTimeout(300);
  assert.is(await toastRegion(page).count(), 0, 'no toast repeats the field error');
  await view.assertNoProblems();
});

test('a form-level error toast leaves the slide-over\'s Cancel and Create uncovered', async () => {
  const key = await seedFlagWithVariant();
  const { view, page, panel } = await newVariant(key, 'green');
  // The flag goes away meanwhile (another operator): the create fails with an error of no field.
  assert.is((await app.api.del(`/api/v1/namespaces/${NS}/flags/${key}`)).status, 200);
  await panel.getByRole('button', { name: 'Create' }).click();
  const region = toastRegion(page);
  await region.getByRole('alertdialog').waitFor();
  for (const name of ['Cancel', 'Create']) {
    const button = panel.getByRole('button', { name, exact: true });
    assert.ok(await isUncovered(button), `the error toast does not cover "${name}"`);
  }
  assert.ok(await isUncovered(panel.getByRole('button', { name: 'Close panel' })), 'nor the close button');
  await view.assertNoProblems();
});

test('toasts stay at the bottom right while a menu is open, and after a panel closes (issue 29.7)', async () => {
  const key = await seedFlagWithVariant();
  const { view, page, panel } = await newVariant(key, 'green');
  await panel.getByRole('button', { name: 'Create' }).click();
  await panel.waitFor({ state: 'detached' });
  const region = toastRegion(page);
  await region.getByText('Successfully created variant').waitFor();
  const corner = async () => {
    const box = (await region.boundingBox())!;
    const size = page.viewportSize()!;
    return `${box.x + box.width > size.width / 2 ? 'right' : 'left'} ${box.y > size.height / 2 ? 'bottom' : 'top'}`;
  };
  assert.is(await corner(), 'right bottom', 'after the panel closed');
  await control(page, 'Actions').click();
  await page.getByRole('menu').waitFor();
  assert.is(await corner(), 'right bottom', 'while a menu is open: not over the logo');
  await page.keyboard.press('Escape');
  await view.assertNoProblems();
});

test.run();
