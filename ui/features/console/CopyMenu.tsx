// Flipt's "Copy" menu beside Evaluate (UI-INVENTORY §2.14): "Curl Request" or "Flipt CLI" goes to
// the clipboard with the toast "Command copied to clipboard". Disabled until the request is valid.
import { Button, ChevronDownIcon, Menu, MenuItem, MenuTrigger, toast } from '../../design/components';
import type { EvaluationInput } from './api';
import { useCommandTexts } from './CommandHints';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Command copied to clipboard');
  } catch {
    toast.error('The clipboard is not available here: copy the command from the hints below.');
  }
}

/** The Copy menu for `input` (disabled without one). */
export function CopyMenu({ input }: { input: EvaluationInput | null }) {
  const texts = useCommandTexts(input);
  return (
    <MenuTrigger>
      <Button icon={ChevronDownIcon} isDisabled={!texts}>
        Copy
      </Button>
      <Menu placement="top end">
        <MenuItem onAction={() => texts && void copy(texts.curl())}>Curl Request</MenuItem>
        <MenuItem onAction={() => texts && void copy(texts.cli())}>Flipt CLI</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
