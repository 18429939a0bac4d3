// Mounting helpers for unit tests (STYLE §9): the real Providers with a fresh SWR cache, wouter's
// memory location and a fake API; actions wrapped in act. Import './dom' before this file.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { memoryLocation } from 'wouter/memory-location';
import { Providers, type LocationSeam } from '../../ui/app/Providers';
import { toast } from '../../ui/design/components/Toast';
import { resetTransport } from '../../ui/lib/http';
import { initialCsrf, useCsrfToken } from '../../ui/stores/csrf';
import { initialUserEvents, useUserEvents } from '../../ui/stores/events';
import { initialNamespace, useCurrentNamespace } from '../../ui/stores/namespace';
import { initialUpdateNotice, useUpdateNotice } from '../../ui/stores/notifications';
import { initialPreferences, usePreferences } from '../../ui/stores/preferences';
import { initialReference, useReference } from '../../ui/stores/reference';
import { initialSession, useSession } from '../../ui/stores/session';
import { initialTableSorting, useTableSorting } from '../../ui/stores/tables';
import { clearStorage } from './dom';
import { fakeApi, type FakeApi } from './fake-api';
import * as q from './queries';

/** Puts every store back to its initial state and empties browser storage. */
export function resetStores(): void {
  useSession.setState(initialSession);
  usePreferences.setState(initialPreferences);
  useCurrentNamespace.setState(initialNamespace);
  useUserEvents.setState(initialUserEvents);
  useReference.setState(initialReference);
  useTableSorting.setState(initialTableSorting);
  useCsrfToken.setState(initialCsrf);
  useUpdateNotice.setState(initialUpdateNotice);
  clearStorage();
}

/** Lets pending fetches, effects and timers run (a few macrotask turns) inside act. */
export async function settle(turns = 5): Promise<void> {
  await act(async () => {
    for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Retries `check` until it stops throwing (default 1 s), settling between tries. */
export async function waitFor<T>(check: () => T, timeoutMs = 1000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await settle(1);
    }
  }
}

export type RenderOptions = {
  /** The fake server; a fresh empty one by default. */
  api?: FakeApi;
  /** Starting path of the memory location. */
  path?: string;
  /** A location of the test's own (a hash route over a fake browser) instead of the memory location. */
  location?: TestLocation;
};

/** What a view needs of its location: wouter's hooks, navigation, and the paths visited if recorded. */
type TestLocation = LocationSeam & { navigate(to: string): void; history?: string[] };

export type View = ReturnType<typeof makeView>;

const mounted = new Set<{ root: Root; container: HTMLElement; api: FakeApi }>();

function makeView(container: HTMLElement, root: Root, api: FakeApi, location: TestLocation) {
  const scope = document.body;
  const view = {
    container,
    api,
    /** The current path (with query) of the memory location. */
    path: () => location.history?.at(-1) ?? '',
    /** Every path the app has been at, oldest first. */
    history: () => [...(location.history ?? [])],
    navigate: async (to: string) => {
      await act(async () => location.navigate(to));
      await settle();
    },
    /**
     * Presses an element as a mouse user would: focus moves to it (blurring the field before, so
     * fields commit their validation), then a click, which React Aria treats as a press.
     */
    press: async (element: Element) => {
      await act(async () => {
        (element as HTMLElement).focus();
        (element as HTMLElement).click();
      });
      await settle();
    },
    /**
     * Focuses an input or textarea and replaces its value as typing then leaving it would, then
     * settles. On a listbox button (Select) it chooses the option whose id or text is `text` as a
     * pointer user does: press the button, then the option.
     */
    type: async (element: Element, text: string) => {
      // A picker (listbox button, or a combobox with its own button) is chosen from; a plain
      // combobox input, such as the palette's search, is typed into.
      if (element.getAttribute('aria-haspopup') === 'listbox' || comboBoxButton(element)) return chooseOption(view, element, text);
      await act(async () => {
        (element as HTMLElement).focus();
        setValue(element, text);
      });
      await settle();
    },
    /** Sends keydown and keyup for a key (e.g. 'Enter', 'Escape') to an element, then settles. */
    key: async (element: Element, key: string, init: KeyboardEventInit = {}) => {
      await act(async () => {
        element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
        element.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true, ...init }));
      });
      await settle();
    },
    byRole: (role: string, name?: string | RegExp) => q.byRole(scope, role, name),
    queryByRole: (role: string, name?: string | RegExp) => q.queryByRole(scope, role, name),
    allByRole: (role: string, name?: string | RegExp) => q.allByRole(scope, role, name),
    byLabel: (label: string | RegExp) => q.byLabel(scope, label),
    queryByLabel: (label: string | RegExp) => q.queryByLabel(scope, label),
    byText: (text: string | RegExp) => q.byText(scope, text),
    queryByText: (text: string | RegExp) => q.queryByText(scope, text),
    settle,
    waitFor,
    /** Runs a state change from outside React (a store update, a timer) inside act, then settles. */
    act: async (change: () => unknown) => {
      await act(async () => {
        await change();
      });
      await settle();
    },
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
  return view;
}

/** Opens a listbox button (or a combobox, by its button) and presses the option with this id (`data-key`) or text. */
async function chooseOption(view: { press(el: Element): Promise<void> }, trigger: Element, option: string): Promise<void> {
  await view.press(comboBoxButton(trigger) ?? trigger);
  // A listbox button names its listbox in aria-controls; one named by its value (ValueSelect)
  // opens a popover whose listbox is labelled by the button.
  const listbox =
    document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.closest('[role="listbox"]') ??
    document.querySelector(`[role="listbox"][aria-labelledby="${trigger.id}"]`) ??
    document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  const options = Array.from(listbox?.querySelectorAll('[role="option"]') ?? []);
  const found = options.find((o) => o.getAttribute('data-key') === option) ?? options.find((o) => o.textContent?.trim() === option);
  if (!found) throw new Error(`No option ${option} in ${options.map((o) => o.getAttribute('data-key')).join(', ') || 'a closed listbox'}`);
  await view.press(found);
}

/** The button that shows a combobox's options, when `input` is a combobox. */
export function comboBoxButton(input: Element): HTMLElement | null {
  return input.getAttribute('role') === 'combobox' ? (input.parentElement?.querySelector('button') ?? null) : null;
}

/** The value setter of the element's class, bypassing React's per-node value tracker. */
function nativeValueSetter(element: Element): ((value: string) => void) | undefined {
  for (let proto = Object.getPrototypeOf(element) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) return setter;
  }
  return undefined;
}

/** Sets a field's value as one keystroke does: the new value, then input and change events. */
export function setValue(element: Element, text: string): void {
  const setter = nativeValueSetter(element);
  if (!setter) throw new Error(`Cannot type into ${element.tagName}`);
  setter.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  // Browsers fire 'change' when the edited field is left; React Aria commits validation on it.
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Mounts `ui` inside Providers (fresh SWR cache, memory location, fake API) and settles. */
export async function render(ui: ReactElement, options: RenderOptions = {}): Promise<View> {
  const api = options.api ?? fakeApi();
  const location = options.location ?? memoryLocation({ path: options.path ?? '/', record: true });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add({ root, container, api });
  const swr = { provider: () => new Map(), dedupingInterval: 0 };
  await act(async () =>
    root.render(
      <Providers swr={swr} location={location} transport={api.transport}>
        {ui}
      </Providers>,
    ),
  );
  await settle();
  return makeView(container, root, api, location);
}

/**
 * Mounts the app root (the routes element) at `path`, the STYLE §9 `renderApp`:
 * `renderApp('/namespaces/default/flags', { api, app: <AppRoutes /> })`.
 */
export function renderApp(path: string, options: RenderOptions & { app: ReactElement }): Promise<View> {
  return render(options.app, { ...options, path });
}

/**
 * Unmounts everything rendered, closes toasts, restores the browser transport, cancels pending
 * timers and checks that no request went to an unregistered route. Call it in `test.after.each`.
 */
export async function cleanup(): Promise<void> {
  const views = [...mounted];
  mounted.clear();
  for (const { root, container } of views) {
    await act(async () => root.unmount());
    container.remove();
  }
  await act(async () => toast.clear());
  resetTransport();
  // SWR schedules retries seconds ahead; drop pending timers so they neither leak into the next
  // test nor keep the process alive.
  await globalThis.happyDOM.abort();
  for (const { api } of views) api.verify();
}

/** The texts linked to `field` through aria-describedby (a form field's error, a menu item's reason), joined by `separator`. */
export const descriptionOf = (field: Element, separator = ''): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(separator);
