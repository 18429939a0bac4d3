// Keyboard helpers and shared locators for the browser tests: Tab to a control, arrow to an option,
// choose in a select (native or not), prove no pointer was used, find the shell's common parts.
import type { Locator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';

/** How long a test waits for the console to show something (a local service, no network). */
export const UI_TIMEOUT_MS = 7_000;

// ---- Keyboard ----------------------------------------------------------------------------------

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    const role = el.getAttribute('role');
    const name = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`;
  });
}

/** True when (one of) the located element(s) has focus. */
export const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluateAll((els) => els.some((el) => el === document.activeElement)).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target} (focus ended on ${await describeFocus(page)})`);
}

/** Presses ArrowDown (or `key`) until `target` is the focused or active option; fails after `max`. */
export async function arrowTo(page: Page, target: Locator, { key = 'ArrowDown', max = 30 } = {}): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await isCurrent(page, target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target} (focus ended on ${await describeFocus(page)})`);
}

/** True when `target` has focus, or is the active descendant of the focused element (virtual focus). */
export async function isCurrent(page: Page, target: Locator): Promise<boolean> {
  if (await isFocused(target)) return true;
  // React Aria marks a virtually focused item with data-focused.
  if (await target.evaluateAll((els) => els.some((el) => el.hasAttribute('data-focused'))).catch(() => false)) return true;
  const active = await page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant') ?? null);
  if (!active) return false;
  return target.evaluateAll((els, id) => els.some((el) => el.id === id), active).catch(() => false);
}

/** Fails when the page saw any real pointer input (the keyboard-only tests use none). */
export async function assertNoPointer(page: Page): Promise<void> {
  const events = await page.evaluate(() => (window as unknown as { __pointerEvents?: string[] }).__pointerEvents ?? []);
  if (events.length) throw new Error(`pointer input in a keyboard-only test: ${events.join(', ')}`);
}

/** True when the focused element (or the React Aria wrapper marking it) shows a focus indicator. */
export function focusIndicatorShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    // React Aria draws the ring of a checkbox or switch on a part inside the label it marks.
    const wrapper = el.closest('[data-focus-visible]');
    const parts = wrapper ? Array.from(wrapper.querySelectorAll('*')).slice(0, 20) : [];
    const candidates = [el, wrapper, el.parentElement, ...parts].filter((e): e is Element => Boolean(e));
    return candidates.some((c) => {
      const s = getComputedStyle(c);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
    });
  });
}

// ---- Queries shared by the files ----------------------------------------------------------------

/**
 * A namespace picker (the sidebar's, or one inside `scope`): as in Flipt's console, a listbox
 * button named by the chosen namespace ("Default") and described by its "Namespace" caption.
 */
export function namespaceSelector(scope: Page | Locator): Locator {
  const captioned = scope.getByText('Namespace', { exact: true }).locator('xpath=following-sibling::button[1]');
  return scope.locator('[aria-haspopup="listbox"][aria-describedby]').and(captioned).first();
}

type Label = string | RegExp;

const labelMatcher = (label: Label) => (typeof label === 'string' ? { source: `^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' } : { source: label.source, flags: label.flags });

/** True when the control is a native <select> (the design system's Select is one). */
export const isNativeSelect = (control: Locator): Promise<boolean> => control.evaluate((el) => el.tagName === 'SELECT');

/** The choices a select-like control offers: a native select's options, else the listbox it opens. */
export async function optionLabels(page: Page, control: Locator): Promise<string[]> {
  if (await isNativeSelect(control)) {
    return control.evaluate((el) => Array.from((el as HTMLSelectElement).options).filter((o) => !o.hidden).map((o) => (o.textContent ?? '').trim()));
  }
  await control.click();
  const items = page.getByRole('option').or(page.getByRole('menuitem')).or(page.getByRole('menuitemradio'));
  await items.first().waitFor();
  const labels = (await items.allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return labels;
}

/**
 * Chooses the option labelled `label` in a select-like control. With the mouse: a native select's
 * option, or a click on the trigger and then the option. With the keyboard (the control has
 * focus): arrows on a native select, or Enter, arrows to the option and Enter.
 */
export async function chooseOption(page: Page, labelled: Locator, label: Label, mode: 'mouse' | 'keyboard'): Promise<void> {
  // .first(): a combobox's input comes before its "Show suggestions" button, which its label names too.
  const control = labelled.first();
  const match = labelMatcher(label);
  if (await isNativeSelect(control)) {
    const { current, target } = await control.evaluate((el, m) => {
      const re = new RegExp(m.source, m.flags);
      const options = Array.from((el as HTMLSelectElement).options).filter((o) => !o.hidden && !o.disabled);
      return { current: options.findIndex((o) => o.selected), target: options.findIndex((o) => re.test((o.textContent ?? '').trim())) };
    }, match);
    if (target < 0) throw new Error(`no option ${label} in the select`);
    if (mode === 'mouse') {
      const value = await control.evaluate((el, m) => {
        const re = new RegExp(m.source, m.flags);
        return Array.from((el as HTMLSelectElement).options).find((o) => re.test((o.textContent ?? '').trim()))?.value ?? '';
      }, match);
      await control.selectOption(value);
      return;
    }
    // A closed native select moves its choice with the arrow keys (Chromium on Linux and Windows).
    const key = target > current ? 'ArrowDown' : 'ArrowUp';
    for (let i = 0; i < Math.abs(target - Math.max(current, 0)) + (current < 0 ? 1 : 0); i++) await page.keyboard.press(key);
    const chosen = () => control.evaluate((el, m) => new RegExp(m.source, m.flags).test((el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? ''), match);
    await until(`option ${label} chosen`, chosen);
    return;
  }
  const isComboBox = (await control.getAttribute('role')) === 'combobox';
  if (mode === 'mouse') {
    // A combobox's listbox opens from its button (typing in the input filters it instead).
    await (isComboBox ? control.locator('xpath=following-sibling::button[1]') : control).click();
    await choice(page, label).click();
    return;
  }
  // A combobox (its input) opens its listbox on focus and moves into it with the arrows.
  if (!isComboBox) await page.keyboard.press('Enter');
  await arrowTo(page, choice(page, label));
  await page.keyboard.press('Enter');
}

/** An option in an open listbox or menu. */
export function choice(page: Page, name: Label): Locator {
  return page
    .getByRole('option', { name })
    .or(page.getByRole('menuitem', { name }))
    .or(page.getByRole('menuitemradio', { name }))
    .first();
}

/** The heading named exactly `name` (of `level`, when given). */
export const exactHeading = (page: Page, name: string, level?: number): Locator => page.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) });

/** The first element whose text is exactly `text` (a toast's line, a page's lead). */
export const exactText = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();

/** The open slide-over titled `title`, once its "Learn more …" link `docs` and "Close panel" show. */
export async function slideOver(page: Page, title: string, docs: string): Promise<Locator> {
  const panel = page.getByRole('dialog', { name: title });
  await panel.waitFor();
  await panel.getByRole('link', { name: docs }).waitFor();
  await panel.getByRole('button', { name: 'Close panel', exact: true }).waitFor();
  return panel;
}

/** The sticky error toast's text (role alert inside the notifications region). */
export function errorToast(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: /\S/ });
}

/** A control that is a button or a link with this name (pages may choose either). */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('button', { name }).or(scope.getByRole('link', { name })).first();
}

/**
 * Sets a checkbox or switch with the mouse the way a user does: by clicking its visible label (a
 * React Aria input is visually hidden under it).
 */
export async function setChecked(target: Locator, checked: boolean): Promise<void> {
  if ((await target.isChecked()) === checked) return;
  const wrapping = target.locator('xpath=ancestor::label[1]');
  const id = await target.getAttribute('id');
  if (await wrapping.count()) await wrapping.click();
  else if (id) await target.page().locator(`label[for="${id}"]`).first().click();
  else await target.click();
  await until(`the control ${checked ? 'checked' : 'unchecked'}`, async () => (await target.isChecked()) === checked);
}

/** True when the control is disabled natively or through aria-disabled. */
export const isDisabled = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true' || el.hasAttribute('data-disabled'));

/** Polls `probe` until it returns true; fails with `what`. */
export async function until(what: string, probe: () => Promise<boolean> | boolean, ms = UI_TIMEOUT_MS): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Counts the browser dialogs (alert, confirm, prompt) the page opens from now on, dismissing each:
 * stored markup rendered by the console must never run script, so XSS tests expect 0.
 */
export function countDialogs(page: Page): () => number {
  let opened = 0;
  page.on('dialog', (d) => {
    opened++;
    void d.dismiss();
  });
  return () => opened;
}

/** Chooses `option` (its label or a pattern) with the mouse in the select labelled `label` inside `scope`. */
export async function pick(scope: Page | Locator, label: string, option: Label): Promise<void> {
  const page = 'goto' in scope ? scope : scope.page();
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option, 'mouse');
}

/** The listbox button (Select) labelled `label` inside `scope`. */
export const selectControl = (scope: Page | Locator, label: string): Locator => scope.getByLabel(label, { exact: true });

/**
 * A create form's key as UI-INVENTORY §2.18 has it, inside `scope`: typing `name` into Name fills Key
 * with `key` (`why` says which rule that shows) and no error yet; emptying Key and leaving it shows
 * "Required"; Key is then set back to `key`.
 */
export async function assertKeyFollowsName(scope: Page | Locator, name: string, key: string, why: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const field = scope.getByRole('textbox', { name: 'Key', exact: true });
  assert.is(await field.inputValue(), key, why);
  assert.is(await scope.getByText('Required', { exact: true }).count(), 0, 'no error yet');
  await field.fill('');
  await field.blur();
  await scope.getByText('Required', { exact: true }).first().waitFor();
  await field.fill(key);
}
