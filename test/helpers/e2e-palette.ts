// The command palette in browser tests, driven with the keyboard only: Ctrl+K opens it, typing
// filters, arrows move the highlight, Enter picks (SPEC §2 "Command palette").
import type { Locator, Page } from 'playwright-core';
import { arrowTo, describeFocus } from './e2e-input';

/** The open palette: the dialog holding the palette's search input. */
export function paletteDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('input') }).last();
}

/** The palette's search input. */
export function paletteInput(palette: Locator): Locator {
  return palette.getByRole('combobox').or(palette.getByRole('searchbox')).or(palette.getByRole('textbox')).first();
}

/** An entry of the palette's current list. */
export function paletteItem(palette: Locator, name: string | RegExp): Locator {
  return palette.getByRole('option', { name }).or(palette.getByRole('menuitem', { name })).first();
}

/** Every entry shown, by accessible name. */
export async function paletteEntries(palette: Locator): Promise<string[]> {
  const items = palette.getByRole('option').or(palette.getByRole('menuitem'));
  return items.evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ')));
}

/** Opens the palette with Ctrl+K and waits until its input has focus. */
export async function openPalette(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+k');
  const palette = paletteDialog(page);
  await palette.waitFor();
  const input = paletteInput(palette);
  await input.waitFor();
  const focused = await input.evaluate((el) => el === document.activeElement);
  if (!focused) throw new Error(`the palette opened without focus in its search field (focus is on ${await describeFocus(page)})`);
  return palette;
}

/** Types `query` (after clearing the field), highlights the entry named `name` and presses Enter. */
export async function pickInPalette(page: Page, query: string, name: string | RegExp): Promise<void> {
  const palette = paletteDialog(page);
  const input = paletteInput(palette);
  const current = await input.inputValue();
  for (let i = 0; i < current.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(query);
  const item = paletteItem(palette, name);
  await item.waitFor();
  await arrowTo(page, item);
  await page.keyboard.press('Enter');
}
