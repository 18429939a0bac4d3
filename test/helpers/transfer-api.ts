// What the transfer and usage API tests share: a namespace's data read the way the screens will
// read it, and the executor's `send` over a test client.
import type { NamespaceState, Send } from '../../ui/features/transfer';
import { ok } from './fixtures';
import type { Client } from './http';

/** A namespace with its flags (each with rules and rollouts) and segments, from the API. */
export async function readState(api: Client, ns: string): Promise<NamespaceState> {
  const base = `/api/v1/namespaces/${ns}`;
  const namespace = ok(await api.get(base));
  const { flags } = ok(await api.get(`${base}/flags`));
  for (const flag of flags) {
    flag.rules = ok(await api.get(`${base}/flags/${flag.key}/rules`)).rules;
    flag.rollouts = ok(await api.get(`${base}/flags/${flag.key}/rollouts`)).rules;
  }
  return { namespace, flags, segments: ok(await api.get(`${base}/segments`)).segments };
}

/** Sends a planned call with the client; anything but a 200 rejects with the server's text. */
export const sendWith =
  (api: Client): Send =>
  async (call) => {
    const res = await api.call(call.method, `/${call.path}`, call.body);
    if (res.status !== 200) throw new Error(`${call.method} ${call.path}: ${res.status} ${res.text}`);
    return res.body;
  };
