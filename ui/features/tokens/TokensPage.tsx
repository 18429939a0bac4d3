// Settings → API Tokens (UI-INVENTORY §2.6): static tokens, or a notice when the token method is
// off. Not affected by read-only mode (tokens live outside flag storage).
import { useState } from 'react';
import { Button, EmptyState, Link, Loader, PlusIcon, Section, WhyDisabled } from '../../design/components';
import { CreatedTokenDialog } from './CreatedTokenDialog';
import { useAuthMethods, useTokens } from './hooks';
import { TokenForm } from './TokenForm';
import { TokenList } from './TokenList';
import * as styles from './TokensPage.css';
import { useTokenBlock } from '../permissions';

const TOKEN_DOCS = 'https://www.flipt.io/docs/configuration/authentication#static-token';

function Disabled() {
  return (
    <EmptyState
      title="Token Authentication Disabled"
      level={3}
      description="See the configuration documentation for more information."
      action={
        <Link href={TOKEN_DOCS} external>
          Configuring static tokens
        </Link>
      }
    />
  );
}

/** The static tokens page. */
export function TokensPage() {
  const { data, error, isLoading } = useAuthMethods();
  const enabled = data?.methods.some((m) => m.method === 'METHOD_TOKEN' && m.enabled) ?? false;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  // As in Flipt, the header offers New Token once tokens exist; before that the empty tile does.
  const listed = useTokens(enabled).data?.length ?? 0;
  const blocked = useTokenBlock('create');
  const newButton = (
    <WhyDisabled reason={blocked}>
      <Button tone="primary" icon={PlusIcon} isDisabled={Boolean(blocked)} onPress={() => setCreating(true)}>
        New Token
      </Button>
    </WhyDisabled>
  );
  return (
    <Section
      title="Static Tokens"
      description="Static tokens are used to authenticate with the API"
      action={enabled && listed > 0 && newButton}
    >
      {isLoading && <Loader label="Loading authentication methods" />}
      {error && !data && <p className={styles.muted}>The authentication methods could not be loaded.</p>}
      {data && (enabled ? <TokenList newButton={newButton} /> : <Disabled />)}
      {creating && (
        <TokenForm
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      )}
      <CreatedTokenDialog token={created} onClose={() => setCreated(null)} />
    </Section>
  );
}
