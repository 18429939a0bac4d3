// Registers a happy-dom window as the global browser environment for unit tests. Import it first
// in every test file that touches the DOM, React or browser storage (stores read storage when
// their module loads).
import { GlobalWindow, PropertySymbol } from 'happy-dom';

const SKIP = new Set(['undefined', 'NaN', 'Infinity', 'global', 'globalThis', 'constructor', 'console']);

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
  var happyDOM: GlobalWindow['happyDOM'];
}

function register(): GlobalWindow {
  const window = new GlobalWindow({ url: 'http://console.test/', console: globalThis.console });
  const target = globalThis as unknown as Record<PropertyKey, unknown>;
  const source = window as unknown as Record<PropertyKey, unknown>;
  const descriptors = Object.getOwnPropertyDescriptors(window);
  for (const key of Reflect.ownKeys(descriptors)) {
    if (typeof key === 'string' && SKIP.has(key)) continue;
    const descriptor = descriptors[key as keyof typeof descriptors] as PropertyDescriptor;
    if (Object.getOwnPropertyDescriptor(globalThis, key)?.value === descriptor.value && descriptor.value !== undefined) continue;
    // Self references (window, self, top, parent) point at the global object, as in a browser.
    if (descriptor.value === window) {
      source[key] = globalThis;
      descriptor.value = globalThis;
    }
    try {
      Object.defineProperty(globalThis, key, { ...descriptor, configurable: true });
    } catch {
      // A non-configurable Node global: keep Node's.
    }
  }
  // document.defaultView is what libraries use to find "the window": make it the global object.
  (target.document as Record<symbol, unknown>)[PropertySymbol.defaultView] = globalThis;
  // happy-dom's `document` is an instance of a per-window Document subclass, not of the exported
  // `Document`; React Aria's `instanceof` checks (focus containment in dialogs) need the real one.
  target.Document = documentClass(target.document as object);
  return window;
}

function documentClass(doc: object): unknown {
  for (let proto = Object.getPrototypeOf(doc); proto; proto = Object.getPrototypeOf(proto)) {
    if (proto.constructor.name === 'Document') return proto.constructor;
  }
  return (globalThis as { Document?: unknown }).Document;
}

if (!(globalThis as { happyDOM?: unknown }).happyDOM) register();
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Clears both browser storages (stores keep their in-memory state; reset those separately). */
export function clearStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
