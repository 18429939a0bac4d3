// The one and only time a new token is shown (API.md §11): copy it now or lose it. The token
// lives in the page's state while this dialog is open and is dropped when it closes.
import { useState } from 'react';
import { Button, CopyButton, Dialog } from '../../design/components';
import * as styles from './TokensPage.css';

/** Props of CreatedTokenDialog: open while `token` is set. */
export interface CreatedTokenDialogProps {
  token: string | null;
  onClose: () => void;
}

/** "Created Token": the secret in a monospace block with a copy button; outside clicks do not close it. */
export function CreatedTokenDialog({ token, onClose }: CreatedTokenDialogProps) {
  // As in Flipt's console, the block says "Copied to clipboard" for a moment after copying.
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      title="Created Token"
      isOpen={token !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
      footer={(close) => (
        <Button tone="primary" onPress={close}>
          Close
        </Button>
      )}
    >
      <p className={styles.dialogText}>Please copy the token below and store it in a secure location.</p>
      <p className={styles.dialogText}>
        You will <strong>not</strong> be able to view it again
      </p>
      <div className={styles.secret}>
        <pre className={styles.token} aria-live="polite">
          {copied ? 'Copied to clipboard' : token}
        </pre>
        <CopyButton value={token ?? ''} label="Copy" copiedLabel="Copied" onCopiedChange={setCopied} />
      </div>
    </Dialog>
  );
}
