// Whether the command palette is open. Not persisted: the shortcut, the sidebar hint and the
// palette itself share it.
import { create } from 'zustand';

type PaletteState = { isOpen: boolean };

export const usePalette = create<PaletteState>()(() => ({ isOpen: false }));

export const openPalette = () => usePalette.setState({ isOpen: true });
export const closePalette = () => usePalette.setState({ isOpen: false });
export const togglePalette = () => usePalette.setState((s) => ({ isOpen: !s.isOpen }));
export const setPaletteOpen = (isOpen: boolean) => usePalette.setState({ isOpen });
