// The console's request as text a user can paste: a curl command and a Flipt CLI command.
import { evaluationBody, type EvaluationInput } from './api';

/** POSIX shell quoting: single quotes, each ' written as '\''. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

// Words that a POSIX shell passes through unchanged without quotes.
const PLAIN = /^[\w@%+=:,./-]+$/;
const word = (text: string) => (PLAIN.test(text) ? text : shellQuote(text));

/** A placeholder for the API token: the console never holds one. */
export const TOKEN_HINT = '<token>';

/** The curl command for the evaluation, `url` absolute (with the reference query when set); `withToken` adds the bearer header. */
export function curlCommand(url: string, input: EvaluationInput, withToken: boolean): string {
  const lines = [
    `curl -X POST ${shellQuote(url)}`,
    `-H 'Content-Type: application/json'`,
    `-H 'Accept: application/json'`,
    `-H 'Cache-Control: no-store'`,
  ];
  if (withToken) lines.push(`-H ${shellQuote(`Authorization: Bearer ${TOKEN_HINT}`)}`);
  lines.push(`-d ${shellQuote(JSON.stringify(evaluationBody(input)))}`);
  return lines.join(' \\\n  ');
}

/**
 * The `flipt evaluate` command of Flipt v1.54 for the same evaluation; `address` is the server's
 * base URL. That CLI has no reference option.
 */
export function cliCommand(address: string, input: EvaluationInput, withToken: boolean): string {
  const parts = [
    `flipt evaluate ${word(input.flagKey)}`,
    `--address ${word(address)}`,
    `--namespace ${word(input.namespaceKey)}`,
    `--entity-id ${word(input.entityId)}`,
    ...Object.entries(input.context).map(([key, value]) => `--context ${word(`${key}=${value}`)}`),
  ];
  if (withToken) parts.push(`--token ${shellQuote(TOKEN_HINT)}`);
  return parts.join(' \\\n  ');
}
