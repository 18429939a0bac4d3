// The evaluation as a curl command and as a Flipt CLI command, each with a copy button, and the
// hook that writes both for the hints and the Copy menu.
import { useDeferredValue, useMemo } from 'react';
import { CopyButton } from '../../design/components';
import { buildUrl } from '../../lib/http';
import { useMeta } from '../meta';
import { useAuthMethod } from '../tokens';
import { evaluationPath, type EvaluationInput } from './api';
import { cliCommand, curlCommand } from './commands';
import * as styles from './Console.css';

/** The curl and CLI commands of an input: each written whole only when asked for, or its start up to a length. */
export type CommandTexts = { curl: (upTo?: number) => string; cli: (upTo?: number) => string };

/** The curl and CLI commands for `input` (null without one), addressed to the server this page came from. */
export function useCommandTexts(input: EvaluationInput | null): CommandTexts | null {
  const { authRequired } = useMeta();
  const tokenMethod = useAuthMethod('METHOD_TOKEN');
  // With the token method on, a script calls with a token even where the console needs none.
  const withToken = authRequired || Boolean(tokenMethod?.enabled);
  return useMemo(() => {
    if (!input) return null;
    // The API lives beside the page, so relative URLs resolve against it (the hash drops out).
    const url = new URL(buildUrl(evaluationPath(input.flagType)), window.location.href).href;
    const address = new URL('.', window.location.href).href.replace(/\/$/, '');
    return { curl: (upTo) => curlCommand(url, input, withToken, upTo), cli: (upTo) => cliCommand(address, input, withToken, upTo) };
  }, [input, withToken]);
}

/**
 * A command longer than this shows its start and an ellipsis (the copy button still copies it
 * whole): laying out a megabyte of text holds the page (issue 43).
 */
const SHOWN_CHARS = 2000;

function Command({ title, write }: { title: string; write: CommandTexts['curl'] }) {
  const start = useMemo(() => {
    const text = write(SHOWN_CHARS);
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
  }, [write]);
  return (
    <>
      <h3 className={styles.subheading}>{title}</h3>
      <div className={styles.command}>
        <pre className={styles.code}>{start}</pre>
        <CopyButton value={() => write()} label={`Copy ${title} command`} />
      </div>
    </>
  );
}

/** The commands for `input`, drawn after the rest of a change (writing a 50,000-key body takes a while). */
export function CommandHints({ input }: { input: EvaluationInput }) {
  const texts = useCommandTexts(useDeferredValue(input));
  if (!texts) return null;
  return (
    <section aria-label="Commands" className={styles.step}>
      <Command title="curl" write={texts.curl} />
      <Command title="Flipt CLI" write={texts.cli} />
    </section>
  );
}
