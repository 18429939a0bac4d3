// A button that opens the browser's file chooser and hands back the chosen file's text: the hidden
// native input does the choosing, the design's Button is what the keyboard and the pointer use.
import { useRef } from 'react';
import { Button, type ButtonProps } from './Button';

/** Props of FileButton. */
export interface FileButtonProps extends Omit<ButtonProps, 'onPress'> {
  /** The file types offered, as the native `accept` (".yml,.yaml,.json"). */
  accept?: string;
  /** The chosen file's name and text. */
  onFile: (file: { name: string; text: string }) => void;
}

/** "Choose file…": one file, read as text. Choosing the same file again reads it again. */
export function FileButton({ accept, onFile, ...props }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile({ name: file.name, text: await file.text() });
        }}
      />
      <Button {...props} onPress={() => input.current?.click()} />
    </>
  );
}
