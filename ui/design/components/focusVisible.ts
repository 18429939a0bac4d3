/** Whether `el` has keyboard-style focus (`:focus-visible`), as React Aria's `isFocusVisible` tells. */
export function isFocusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    // An engine without the pseudo-class (test DOMs): treat focus as visible.
    return true;
  }
}
