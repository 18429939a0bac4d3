// /login (UI-INVENTORY §2.3): the logo, "Login to Flipt" and a button per sign-in provider, or a
// "No Providers" panel. Routing decides whether this page is needed; it never redirects itself.
import { useState } from 'react';
import { Button, EmptyState, KeyIcon, Link, Loader } from '../../design/components';
import { signIn, useLoginProviders } from './hooks';
import type { LoginProvider } from './providers';
import * as styles from './LoginPage.css';

const AUTH_DOCS = 'https://www.flipt.io/docs/authentication/overview';

function Mark() {
  return (
    <svg width={48} height={48} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className={styles.tile} />
      <path d="M10 26V6m0 1.5c2-1 4-1 6 0s4 1 6 0v10c-2 1-4 1-6 0s-4-1-6 0" fill="none" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className={styles.stroke} />
    </svg>
  );
}

function ProviderButtons({ providers }: { providers: LoginProvider[] }) {
  const [pending, setPending] = useState<string | null>(null);
  const start = async (provider: LoginProvider) => {
    setPending(provider.id);
    await signIn(provider);
    setPending(null);
  };
  return (
    <ul className={styles.providers}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <Button aria-label={`Sign in with ${provider.name}`} icon={KeyIcon} isPending={pending === provider.id} isDisabled={pending !== null && pending !== provider.id} onPress={() => void start(provider)}>
            With {provider.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function NoProviders() {
  return (
    <EmptyState
      title="No Providers"
      description="This server requires sign-in, but no browser sign-in method (GitHub or OpenID Connect) is enabled in its configuration. Ask its operator to enable one."
      action={
        <Link href={AUTH_DOCS} external>
          Configuring Authentication
        </Link>
      }
    />
  );
}

/** The sign-in page, outside the app shell. */
export function LoginPage() {
  const { providers, error, isLoading } = useLoginProviders();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Mark />
        <h1 className={styles.title}>Login to Flipt</h1>
        {isLoading && <Loader label="Loading sign-in methods" />}
        {error && !providers && <p className={styles.text}>The sign-in methods could not be loaded. Reload the page to try again.</p>}
        {providers && (providers.length > 0 ? <ProviderButtons providers={providers} /> : <NoProviders />)}
      </div>
    </main>
  );
}
