// The token table with single and bulk delete. Bulk delete runs one call per token and stops at
// the first failure (SPEC §7); the toast then says how many went before it.
import { useMemo, useState, type ReactNode } from 'react';
import { AlertDialog, Button, EmptyState, Loader, toast, Tooltip } from '../../design/components';
import { errorText } from '../../lib/http';
import { useDeleteTokens, useTokens } from './hooks';
import { TokenTable, tokenName } from './TokenTable';
import type { Token } from './schema';
import * as styles from './TokensPage.css';
import { useTokenBlock } from '../permissions';

type Deleting = { tokens: Token[]; bulk: boolean };

const plural = (n: number) => `${n} token${n === 1 ? '' : 's'}`;

function reportDelete(error: unknown, ids: readonly string[]): string[] {
  const deleted = (error as { deleted?: string[] }).deleted ?? [];
  const message = errorText(error);
  toast.error(ids.length > 1 ? `Deleted ${deleted.length} of ${plural(ids.length)}, then stopped: ${message}` : message);
  return deleted;
}

/** The static tokens with their selection, the bulk "Delete" and the delete confirmation; `newButton` fills the empty tile. */
export function TokenList({ newButton }: { newButton: ReactNode }) {
  const { data: tokens, isLoading, error } = useTokens(true);
  const remove = useDeleteTokens();
  const blocked = useTokenBlock('delete');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const selection = useMemo(() => ({ keys: picked, onChange: setPicked }), [picked]);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  // Only tokens still listed count as selected (others were deleted meanwhile).
  const selected = (tokens ?? []).filter((t) => picked.has(t.id));
  const confirm = async () => {
    if (!deleting) return;
    const ids = deleting.tokens.map((t) => t.id);
    let gone: string[] = ids;
    try {
      await remove(ids);
      toast.success(ids.length === 1 ? 'Successfully deleted token' : `Successfully deleted ${plural(ids.length)}`);
    } catch (error) {
      gone = reportDelete(error, ids);
    }
    setPicked((prev) => new Set([...prev].filter((id) => !gone.includes(id))));
  };
  if (isLoading) return <Loader label="Loading tokens" />;
  // A policy may refuse the list itself: say so, with the (then disabled) New Token and its reason.
  if (error && !tokens) return <EmptyState title="Tokens could not be listed" level={3} description={errorText(error)} action={newButton} />;
  if (tokens?.length === 0) return <EmptyState title="No tokens yet" level={3} description="Create one for scripts, CI jobs and services that call the API." action={newButton} />;
  const single = deleting && !deleting.bulk ? deleting.tokens[0] : undefined;
  return (
    <div className={styles.list}>
      {selected.length > 0 && (
        <div className={styles.toolbar} role="group" aria-label="Selected tokens">
          <span>{selected.length} selected</span>
          {/* Flipt's bulk "Delete" with its title as a tooltip (a title attribute is mouse-only). */}
          <Tooltip content={blocked ?? 'Delete Selected Token(s)'}>
            <Button size="sm" tone="danger" isDisabled={Boolean(blocked)} onPress={() => setDeleting({ tokens: selected, bulk: true })}>
              Delete
            </Button>
          </Tooltip>
        </div>
      )}
      <TokenTable tokens={tokens ?? []} selection={selection} onDelete={(token) => setDeleting({ tokens: [token], bulk: false })} />
      <AlertDialog title={deleting?.tokens.length === 1 ? 'Delete Token' : 'Delete Tokens'} isOpen={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirm}>
        {single ? (
          <>
            Are you sure you want to delete the token <strong>{tokenName(single)}</strong>? This action cannot be undone.
          </>
        ) : (
          `Are you sure you want to delete the selected ${deleting?.tokens.length === 1 ? 'token' : 'tokens'}? This action cannot be undone.`
        )}
      </AlertDialog>
    </div>
  );
}
