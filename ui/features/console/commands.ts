// The console's request as text a user can paste: a curl command and a Flipt CLI command.
import { escapedControls } from '../../lib/text';
import { evaluationBody, type EvaluationInput } from './api';

/** POSIX shell quoting: single quotes, each ' written as '\''. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

// Words that a POSIX shell passes through unchanged without quotes.
const PLAIN = /^[\w@%+=:,./-]+$/;
const word = (text: string) => (PLAIN.test(text) ? text : shellQuote(text));

/** Between a command's arguments: a backslash-continued line each. */
const SEPARATOR = ' \\\n  ';

/** A placeholder for the API token: the console never holds one. */
export const TOKEN_HINT = '<token>';

/**
 * The curl command for the evaluation, `url` absolute (with the reference query when set);
 * `withToken` adds the bearer header. The body's invisible and direction-changing characters are
 * written as JSON escapes: the same request, and a command that reads as it runs. With `upTo`, the
 * body stops after that many characters (its start, for showing).
 */
export function curlCommand(url: string, input: EvaluationInput, withToken: boolean, upTo = Infinity): string {
  const lines = [
    `curl -X POST ${shellQuote(url)}`,
    `-H 'Content-Type: application/json'`,
    `-H 'Accept: application/json'`,
    `-H 'Cache-Control: no-store'`,
  ];
  if (withToken) lines.push(`-H ${shellQuote(`Authorization: Bearer ${TOKEN_HINT}`)}`);
  const body = JSON.stringify(evaluationBody(input));
  lines.push(`-d ${shellQuote(escapedControls(body.length > upTo ? body.slice(0, upTo) : body))}`);
  return lines.join(SEPARATOR);
}

/**
 * The `flipt evaluate` command of Flipt v1.54 for the same evaluation; `address` is the server's
 * base URL. That CLI has no reference option. With `upTo`, the context stops once the command
 * passes that many characters (its start, for showing: 50,000 keys take a long task to write).
 */
export function cliCommand(address: string, input: EvaluationInput, withToken: boolean, upTo = Infinity): string {
  const parts = [`flipt evaluate ${word(input.flagKey)}`, `--address ${word(address)}`, `--namespace ${word(input.namespaceKey)}`, `--entity-id ${word(input.entityId)}`];
  let length = parts.join(SEPARATOR).length;
  for (const key in input.context) {
    if (length > upTo) break;
    const part = `--context ${word(`${key}=${input.context[key]}`)}`;
    parts.push(part);
    length += SEPARATOR.length + part.length;
  }
  if (withToken) parts.push(`--token ${shellQuote(TOKEN_HINT)}`);
  return parts.join(SEPARATOR);
}
