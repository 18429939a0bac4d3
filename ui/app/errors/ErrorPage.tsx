import type { MouseEvent } from 'react';
import { ChevronLeftIcon, LogoLink } from '../../design/components';
import { errorText } from '../../lib/http';
import * as styles from './errors.css';

/** What the router shows for an error without a message (SPEC §2). */
export const UNEXPECTED_APP_ERROR = 'Unexpected Application Error!';

/** The error's message, or the default text when it has none. */
export function errorMessage(error: unknown): string {
  if (error === undefined || error === null) return UNEXPECTED_APP_ERROR;
  const text = error instanceof Error ? error.message : errorText(error);
  return text.trim() || UNEXPECTED_APP_ERROR;
}

/** Back one history entry; home when the console was opened on this page. */
function goBack(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  if (window.history.length > 1) window.history.back();
  else window.location.hash = '#/';
}

export type ErrorPageProps = { error?: unknown };

/** The generic error screen (SPEC §2): 'Error', the message, the logo linking home, 'Go Back'. */
export function ErrorPage({ error }: ErrorPageProps) {
  return (
    <main className={styles.screen}>
      <LogoLink />
      <h1 className={styles.title}>Error</h1>
      <p className={styles.message}>{errorMessage(error)}</p>
      <a href="#/" className={styles.back} onClick={goBack}>
        <ChevronLeftIcon />
        Go Back
      </a>
    </main>
  );
}
