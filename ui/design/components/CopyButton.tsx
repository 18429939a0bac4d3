import { useEffect, useRef, useState } from 'react';
import { IconButton } from './Button';
import { CheckIcon, CopyIcon } from './Icon';

/** How long the check icon shows after copying (SPEC §9: 2000 ms). */
export const COPIED_MS = 2000;

/** Props of CopyButton. */
export interface CopyButtonProps {
  /** The text put on the clipboard, or what writes it when pressed (a long text written only if asked for). */
  value: string | (() => string);
  /** The button's accessible name (default "Copy"); it reads `copiedLabel` while the check shows. */
  label?: string;
  /** The name while the check shows (default "Copied"). */
  copiedLabel?: string;
  size?: 'sm' | 'md';
  /** Told when the copied state starts and ends (e.g. to say so where the copied text shows). */
  onCopiedChange?: (copied: boolean) => void;
}

/** An icon button that copies `value` to the clipboard and shows a check icon for 2 s. */
export function CopyButton({ value, label = 'Copy', copiedLabel = 'Copied', size = 'sm', onCopiedChange }: CopyButtonProps) {
  const [copied, setCopiedState] = useState(false);
  const setCopied = (on: boolean) => {
    setCopiedState(on);
    onCopiedChange?.(on);
  };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof value === 'function' ? value() : value);
    } catch {
      return; // No clipboard permission (insecure context): leave the icon unchanged.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return <IconButton icon={copied ? CheckIcon : CopyIcon} label={copied ? copiedLabel : label} size={size} onPress={() => void copy()} />;
}
