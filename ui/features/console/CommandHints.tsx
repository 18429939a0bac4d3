// The evaluation as a curl command and as a Flipt CLI command, each with a copy button.
import { CopyButton } from '../../design/components';
import { buildUrl } from '../../lib/http';
import { useMeta } from '../meta';
import { evaluationPath, type EvaluationInput } from './api';
import { cliCommand, curlCommand } from './commands';
import * as styles from './Console.css';

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

/** The commands for `input`, addressed to the server this page came from. */
export function CommandHints({ input }: { input: EvaluationInput }) {
  const { authRequired } = useMeta();
  // The API lives beside the page, so relative URLs resolve against it (the hash drops out).
  const url = new URL(buildUrl(evaluationPath(input.flagType)), window.location.href).href;
  const address = new URL('.', window.location.href).href.replace(/\/$/, '');
  return (
    <section aria-label="Commands" className={styles.step}>
      <Command title="curl" text={curlCommand(url, input, authRequired)} />
      <Command title="Flipt CLI" text={cliCommand(address, input, authRequired)} />
    </section>
  );
}
