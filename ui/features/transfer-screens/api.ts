// Reading what export, import and deep copy work on, and sending their planned calls. No React.
// The transfer logic reads only the fields it needs (ui/features/transfer/model.ts), so the answers
// are checked for the shape it walks (lists of objects) and otherwise taken as Flipt sends them.
import * as v from 'valibot';
import { request } from '../../lib/http';
import type { FlagState, NamespaceInfo, NamespaceState, Read, Send } from '../transfer';

const Items = v.array(v.looseObject({ key: v.string() }));
const FlagsSchema = v.looseObject({ flags: Items });
const SegmentsSchema = v.looseObject({ segments: Items });
const RulesSchema = v.looseObject({ rules: v.array(v.looseObject({ id: v.string() })) });
const NamespaceSchema = v.looseObject({ key: v.string(), name: v.optional(v.string(), ''), description: v.optional(v.string(), '') });

const nsPath = (ns: string) => `api/v1/namespaces/${encodeURIComponent(ns)}`;

/** A flag of the list with its rules and rollouts (two calls). */
async function withRules(ns: string, flag: { key: string }): Promise<FlagState> {
  const path = `${nsPath(ns)}/flags/${encodeURIComponent(flag.key)}`;
  const [rules, rollouts] = await Promise.all([request(`${path}/rules`, { schema: RulesSchema }), request(`${path}/rollouts`, { schema: RulesSchema })]);
  return { ...(flag as unknown as FlagState), rules: rules.rules as unknown as FlagState['rules'], rollouts: rollouts.rules as unknown as FlagState['rollouts'] };
}

/** The namespace's key, name and description. */
export const readNamespaceInfo = async (ns: string): Promise<NamespaceInfo> => request(nsPath(ns), { schema: NamespaceSchema });

/**
 * A namespace's flags and segments; with `flagKeys`, only those flags carry their rules and
 * rollouts (the others are listed bare, enough to see a key is taken), without it all do.
 */
export async function readNamespaceState(ns: string, flagKeys?: readonly string[]): Promise<NamespaceState> {
  const [namespace, flags, segments] = await Promise.all([
    readNamespaceInfo(ns),
    request(`${nsPath(ns)}/flags`, { schema: FlagsSchema }),
    request(`${nsPath(ns)}/segments`, { schema: SegmentsSchema }),
  ]);
  const wanted = (key: string) => !flagKeys || flagKeys.includes(key);
  const states: FlagState[] = [];
  // One flag at a time: a namespace of thousands of flags must not open thousands of requests at once.
  for (const flag of flags.flags) {
    states.push(wanted(flag.key) ? await withRules(ns, flag) : ({ ...flag, rules: [], rollouts: [] } as unknown as FlagState));
  }
  return { namespace, flags: states, segments: segments.segments as unknown as NamespaceState['segments'] };
}

/** Sends a planned call through the console's request() (CSRF token, reference, 401 handling). */
export const send: Send = (call) => request(call.path, { method: call.method, body: call.body });

/** How a put-back or an undo reads namespace `ns` again: its flags, with `flagKeys`' rules and rollouts. */
export const readerOf = (ns: string): Read => (flagKeys) => readNamespaceState(ns, flagKeys);
