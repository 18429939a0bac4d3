// Small accessible queries for unit tests (STYLE §9): find elements the way a screen-reader user
// does, by role and name, by label, or by text. Each throws with what it did find when it fails.

type Name = string | RegExp;

const IMPLICIT: Array<[string, string | ((el: Element) => string | null)]> = [
  ['button', 'button'],
  ['a', (el) => (el.hasAttribute('href') ? 'link' : null)],
  ['input', inputRole],
  ['textarea', 'textbox'],
  ['select', (el) => ((el as HTMLSelectElement).multiple ? 'listbox' : 'combobox')],
  ['h1', 'heading'], ['h2', 'heading'], ['h3', 'heading'], ['h4', 'heading'], ['h5', 'heading'], ['h6', 'heading'],
  ['ul', 'list'], ['ol', 'list'], ['li', 'listitem'],
  ['table', 'table'], ['tr', 'row'], ['td', 'cell'], ['th', 'columnheader'],
  ['nav', 'navigation'], ['main', 'main'], ['header', 'banner'], ['footer', 'contentinfo'], ['aside', 'complementary'],
  ['dialog', 'dialog'], ['img', 'img'], ['option', 'option'], ['progress', 'progressbar'],
  ['form', (el) => (accessibleName(el) ? 'form' : null)],
  ['section', (el) => (accessibleName(el) ? 'region' : null)],
];

function inputRole(el: Element): string | null {
  const type = (el.getAttribute('type') ?? 'text').toLowerCase();
  if (type === 'hidden') return null;
  if (type === 'checkbox') return 'checkbox';
  if (type === 'radio') return 'radio';
  if (type === 'search') return 'searchbox';
  if (type === 'range') return 'slider';
  if (type === 'number') return 'spinbutton';
  if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
  return 'textbox';
}

/** The element's role: its `role` attribute (first token) or the implicit role of its tag. */
export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const entry = IMPLICIT.find(([tag]) => tag === el.tagName.toLowerCase());
  if (!entry) return null;
  return typeof entry[1] === 'function' ? entry[1](el) : entry[1];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function visibleText(el: Element): string {
  let text = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) text += node.textContent ?? '';
    else if (node.nodeType === 1) {
      const child = node as Element;
      if (child.getAttribute('aria-hidden') === 'true' || child.hasAttribute('hidden')) continue;
      text += child.tagName === 'IMG' ? (child.getAttribute('alt') ?? '') : visibleText(child);
      text += ' ';
    }
  }
  return text;
}

function byIds(root: Document, ids: string): string {
  return ids
    .split(/\s+/)
    .map((id) => root.getElementById(id))
    .filter((el): el is HTMLElement => el !== null)
    .map((el) => el.getAttribute('aria-label') ?? visibleText(el))
    .join(' ');
}

function labelsOf(el: Element): string {
  const id = el.getAttribute('id');
  const doc = el.ownerDocument;
  const labels: Element[] = id ? Array.from(doc.querySelectorAll('label')).filter((label) => label.htmlFor === id) : [];
  const wrapping = el.closest('label');
  if (wrapping) labels.push(wrapping);
  return labels.map(visibleText).join(' ');
}

/** The accessible name: aria-labelledby, aria-label, <label>, alt, then text content. */
export function accessibleName(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = squash(byIds(el.ownerDocument, labelledBy));
    if (text) return text;
  }
  const label = el.getAttribute('aria-label');
  if (label?.trim()) return squash(label);
  if (/^(INPUT|TEXTAREA|SELECT|METER|PROGRESS|OUTPUT)$/.test(el.tagName)) {
    const text = squash(labelsOf(el));
    if (text) return text;
    return squash(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '');
  }
  if (el.tagName === 'IMG') return squash(el.getAttribute('alt') ?? '');
  return squash(visibleText(el)) || squash(el.getAttribute('title') ?? '');
}

function isHidden(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert')) return true;
    if ((node as HTMLElement).style?.display === 'none') return true;
  }
  return false;
}

const matches = (text: string, name: Name) => (typeof name === 'string' ? text === squash(name) : name.test(text));

function describe(list: Element[]): string {
  return list.map((el) => `${roleOf(el) ?? el.tagName.toLowerCase()} "${accessibleName(el)}"`).slice(0, 30).join(', ') || 'nothing';
}

/** Every visible element with this role (and name, when given). */
export function allByRole(root: ParentNode, role: string, name?: Name): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('*')).filter(
    (el) => roleOf(el) === role && !isHidden(el) && (name === undefined || matches(accessibleName(el), name)),
  );
}

/** The one visible element with this role and name, or null. Throws when several match. */
export function queryByRole(root: ParentNode, role: string, name?: Name): HTMLElement | null {
  const found = allByRole(root, role, name);
  if (found.length > 1) throw new Error(`Several ${role} elements named ${String(name)}: ${describe(found)}`);
  return found[0] ?? null;
}

/** The one visible element with this role and name; throws listing what has that role otherwise. */
export function byRole(root: ParentNode, role: string, name?: Name): HTMLElement {
  const found = queryByRole(root, role, name);
  if (!found) throw new Error(`No ${role} named ${String(name)}. Found: ${describe(allByRole(root, role))}`);
  return found;
}

const LABELLABLE = 'input, textarea, select, [role], button';

/**
 * True when one of the elements that label `el` reads `label` on its own: a listbox button is
 * named by its value and its label together ("Green Variant"), and found by its label alone.
 */
function labelledPart(el: Element, label: Name): boolean {
  const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  if (ids.length > 1 && ids.some((id) => el.id !== id && matches(squash(byIds(el.ownerDocument, id)), label))) return true;
  // A picker named by its value ("Default", as Flipt names its namespace picker) is found by the
  // caption that describes it first ("Namespace"; a note on why it is disabled may follow).
  const caption = el.getAttribute('aria-haspopup') === 'listbox' ? el.getAttribute('aria-describedby')?.split(/\s+/)[0] : null;
  return !!caption && matches(squash(byIds(el.ownerDocument, caption)), label);
}

/** The control whose accessible name (or the label part of it) is `label`, or null. */
export function queryByLabel(root: ParentNode, label: Name): HTMLElement | null {
  const found = Array.from(root.querySelectorAll<HTMLElement>(LABELLABLE)).filter(
    (el) => !isHidden(el) && el.getAttribute('type') !== 'hidden' && (matches(accessibleName(el), label) || labelledPart(el, label)),
  );
  return found.find((el) => /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) ?? found[0] ?? null;
}

/** The control labelled `label`; throws listing the labelled controls otherwise. */
export function byLabel(root: ParentNode, label: Name): HTMLElement {
  const found = queryByLabel(root, label);
  if (!found) {
    const all = Array.from(root.querySelectorAll('input, textarea, select')).filter((el) => !isHidden(el));
    throw new Error(`No control labelled ${String(label)}. Found: ${describe(all)}`);
  }
  return found;
}

/** The innermost visible element whose own text is `text`, or null. */
export function queryByText(root: ParentNode, text: Name): HTMLElement | null {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>('*')).filter(
    (el) => !isHidden(el) && matches(squash(visibleText(el)), text),
  );
  return candidates.find((el) => !candidates.some((other) => other !== el && el.contains(other))) ?? null;
}

/** The innermost visible element whose text is `text`; throws otherwise. */
export function byText(root: ParentNode, text: Name): HTMLElement {
  const found = queryByText(root, text);
  if (!found) throw new Error(`No element with text ${String(text)}`);
  return found;
}

/** What listboxValue needs of a rendered view: pressing and keys that settle. */
interface Presser {
  press(element: Element): Promise<void>;
  key(element: Element, key: string): Promise<void>;
}

/**
 * What a select offers and holds: the chosen id, its label, and every option's id and label. A
 * native select is read as it is; a listbox button (Select) is opened, read and closed with Escape.
 */
export async function listboxValue(view: Presser, trigger: Element): Promise<{ value: string; label: string; ids: string[]; labels: string[] }> {
  if (trigger instanceof HTMLSelectElement) {
    const options = Array.from(trigger.options);
    const chosen = trigger.selectedOptions[0];
    return { value: trigger.value, label: chosen?.textContent ?? '', ids: options.map((o) => o.value), labels: options.map((o) => o.textContent ?? '') };
  }
  if (trigger.getAttribute('aria-haspopup') !== 'listbox') throw new Error('not a select or listbox button');
  if (trigger.getAttribute('aria-expanded') !== 'true') await view.press(trigger);
  const listbox = Array.from(document.querySelectorAll('[role="listbox"]')).pop();
  if (!listbox) throw new Error('the listbox button opened no listbox');
  const options = Array.from(listbox.querySelectorAll('[role="option"]'));
  const chosen = options.find((o) => o.getAttribute('aria-selected') === 'true');
  const result = {
    value: chosen?.getAttribute('data-key') ?? '',
    label: chosen?.textContent ?? '',
    ids: options.map((o) => o.getAttribute('data-key') ?? ''),
    labels: options.map((o) => o.textContent ?? ''),
  };
  await view.key(document.activeElement ?? listbox, 'Escape');
  return result;
}
