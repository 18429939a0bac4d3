// Where the popovers of pickers inside a panel render. React Aria portals a popover into the
// body by default; inside a slide-over we portal it into the panel instead, so the options are
// part of the panel's dialog (an operator's script finds them "within the New Rule dialog", as in
// Flipt's console, whose listboxes render in place).
import { createContext, useContext, useState, type ReactNode } from 'react';

const PopoverHostContext = createContext<Element | undefined>(undefined);

/** The element popovers below should render into (undefined: the body). */
export const usePopoverHost = () => useContext(PopoverHostContext);

/** Renders `children`, then the element their popovers render into (adds no wrapper around them). */
export function PopoverHost({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <PopoverHostContext.Provider value={host ?? undefined}>
      {children}
      <div ref={setHost} />
    </PopoverHostContext.Provider>
  );
}
