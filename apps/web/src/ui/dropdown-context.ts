import { createContext } from 'react';

/** What a `DropdownItem` needs from its `Dropdown`: a way to close it after being chosen. */
export interface DropdownContextValue {
  /** Starts closing the menu (it leaves after the close delay) and, with `returnFocus`, focuses the trigger. */
  close: (returnFocus: boolean) => void;
}

export const DropdownContext = createContext<DropdownContextValue | null>(null);
