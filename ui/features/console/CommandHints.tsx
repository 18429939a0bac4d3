// The evaluation as a curl command and as a Flipt CLI command, each with a copy button, and the
// hook that writes both for the hints and the Copy menu.
import { CopyButton } from '../../design/components';
import { buildUrl } from '../../lib/http';
import { useMeta } from '../meta';
import { useAuthMethod } from '../tokens';
import { evaluationPath, type EvaluationInput } from './api';
import { cliCommand, curlCommand } from './commands';
import * as styles from './Console.css';

/** The curl and CLI commands for `input` (null without one), addressed to the server this page came from. */
export function useCommandTexts(input: EvaluationInput | null): { curl: string; cli: string } | null {
  const { authRequired } = useMeta();
  const tokenMethod = useAuthMethod('METHOD_TOKEN');
  // With the token method on, a script calls with a token even where the console needs none.
  const withToken = authRequired || Boolean(tokenMethod?.enabled);
  if (!input) return null;
  // The API lives beside the page, so relative URLs resolve against it (the hash drops out).
  const url = new URL(buildUrl(evaluationPath(input.flagType)), window.location.href).href;
  const address = new URL('.', window.location.href).href.replace(/\/$/, '');
  return { curl: curlCommand(url, input, withToken), cli: cliCommand(address, input, withToken) };
}

function Command({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3 className={styles.subheading}>{title}</h3>
      <div className={styles.command}>
        <pre className={styles.code}>{text}</pre>
        <CopyButton value={text} label={`Copy ${title} command`} />
      </div>
    </>
  );
}

/** The commands for `input`. */
export function CommandHints({ input }: { input: EvaluationInput }) {
  const texts = useCommandTexts(input);
  if (!texts) return null;
  return (
    <section aria-label="Commands" className={styles.step}>
      <Command title="curl" text={texts.curl} />
      <Command title="Flipt CLI" text={texts.cli} />
    </section>
  );
}
