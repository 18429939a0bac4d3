// A fake server holding one flag with its segments, rules and rollouts, whose state follows the
// writes the way the API's does (API.md §3.6–3.8), and a harness that loads the flag as the flag
// page does and hands it to a tab.
import type { ComponentType } from 'react';
import { useFlag } from '../../../../ui/features/flags/hooks';
import type { FlagTabProps } from '../../../../ui/features/flags/tabs';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { render, type RenderOptions } from '../../../helpers/render';

export type V = { id: string; key: string; name: string };
export type D = { id: string; ruleId: string; variantId: string; rollout: number };
export type R = { id: string; rank: number; segmentKey: string; segmentKeys: string[]; segmentOperator: string; distributions: D[] };
export type RO = { id: string; rank: number; type: string; description: string; threshold?: { percentage: number; value: boolean }; segment?: Record<string, unknown> };
export type State = {
  flag: { key: string; name: string; description: string; type: string; enabled: boolean; variants: V[]; defaultVariant?: V; metadata: Record<string, unknown> };
  segments: { key: string; name: string }[];
  rules: R[];
  rollouts: RO[];
};

export const NS = 'api/v1/namespaces/default';
export const FLAG = `${NS}/flags/colors`;
export const BLUE: V = { id: 'v-blue', key: 'blue', name: 'Blue' };
export const GREEN: V = { id: 'v-green', key: 'green', name: 'Green' };
export const RED: V = { id: 'v-red', key: 'red', name: 'Red' };
export const SEGMENTS = [
  { key: 'beta', name: 'Beta users' },
  { key: 'staff', name: 'staff' },
  { key: 'eu', name: 'Europe' },
];

/** A stored rule with the server's single/multi segment encoding. */
export function rule(id: string, rank: number, keys: string[], distributions: Omit<D, 'ruleId'>[] = [], operator = 'OR_SEGMENT_OPERATOR'): R {
  const single = keys.length === 1;
  return {
    id,
    rank,
    segmentKey: single ? (keys[0] ?? '') : '',
    segmentKeys: single ? [] : keys,
    segmentOperator: single ? 'OR_SEGMENT_OPERATOR' : operator,
    distributions: distributions.map((d) => ({ ...d, ruleId: id })),
  };
}

let ids = 0;
const nextId = (prefix: string) => `${prefix}-new-${++ids}`;
const rerank = <T extends { rank: number }>(list: T[]) => list.forEach((item, i) => (item.rank = i + 1));
const byIds = <T extends { id: string }>(list: T[], order: string[]) => order.map((id) => list.find((item) => item.id === id)).filter((x): x is T => !!x);

function ruleRoutes(api: FakeApi, s: State) {
  const base = `${FLAG}/rules`;
  const find = (id: string | undefined) => s.rules.find((r) => r.id === id) as R;
  api
    .on('GET', base, () => ({ rules: s.rules, nextPageToken: '', totalCount: s.rules.length }))
    .on('POST', base, ({ body }) => {
      const b = body as { segmentKeys: string[]; segmentOperator: string; rank: number };
      const created = rule(nextId('r'), b.rank, b.segmentKeys, [], b.segmentOperator);
      s.rules.push(created);
      return created;
    })
    .on('PUT', `${base}/:id`, ({ params, body }) => {
      const b = body as { segmentKeys: string[]; segmentOperator: string };
      return Object.assign(find(params.id), rule(params.id ?? '', find(params.id).rank, b.segmentKeys, find(params.id).distributions, b.segmentOperator));
    })
    .on('DELETE', `${base}/:id`, ({ params }) => {
      s.rules = s.rules.filter((r) => r.id !== params.id);
      rerank(s.rules);
      return {};
    })
    .on('PUT', `${base}/order`, ({ body }) => {
      s.rules = byIds(s.rules, (body as { ruleIds: string[] }).ruleIds);
      rerank(s.rules);
      return {};
    })
    .on('POST', `${base}/:id/distributions`, ({ params, body }) => {
      const created = { ...(body as Omit<D, 'id' | 'ruleId'>), id: nextId('d'), ruleId: params.id ?? '' };
      find(params.id).distributions.push(created);
      return created;
    })
    .on('PUT', `${base}/:id/distributions/:did`, ({ params, body }) =>
      Object.assign(find(params.id).distributions.find((d) => d.id === params.did) as D, body),
    );
}

function rolloutRoutes(api: FakeApi, s: State) {
  const base = `${FLAG}/rollouts`;
  api
    .on('GET', base, () => ({ rules: s.rollouts, nextPageToken: '', totalCount: s.rollouts.length }))
    .on('POST', base, ({ body }) => {
      const b = body as Omit<RO, 'id' | 'type'>;
      const created = { ...b, id: nextId('ro'), type: b.segment ? 'SEGMENT_ROLLOUT_TYPE' : 'THRESHOLD_ROLLOUT_TYPE' };
      s.rollouts.push(created);
      return created;
    })
    .on('PUT', `${base}/:id`, ({ params, body }) => Object.assign(s.rollouts.find((r) => r.id === params.id) as RO, body))
    .on('DELETE', `${base}/:id`, ({ params }) => {
      s.rollouts = s.rollouts.filter((r) => r.id !== params.id);
      rerank(s.rollouts);
      return {};
    })
    .on('PUT', `${base}/order`, ({ body }) => {
      s.rollouts = byIds(s.rollouts, (body as { rolloutIds: string[] }).rolloutIds);
      rerank(s.rollouts);
      return {};
    });
}

/** The fake server and its state; `type` picks a variant or a boolean flag. */
export function server(init: Partial<State> & { type?: string; storageType?: string } = {}): { api: FakeApi; state: State } {
  const state: State = {
    flag: { key: 'colors', name: 'Colors', description: 'Palette', type: init.type ?? 'VARIANT_FLAG_TYPE', enabled: true, variants: [BLUE, GREEN, RED], metadata: { team: 'web' }, ...init.flag },
    segments: init.segments ?? SEGMENTS,
    rules: init.rules ?? [],
    rollouts: init.rollouts ?? [],
  };
  const api = fakeApi()
    .defaults({ storageType: init.storageType })
    .on('GET', FLAG, () => state.flag)
    .on('GET', `${NS}/flags`, () => ({ flags: [state.flag] }))
    .on('GET', `${NS}/segments`, () => ({ segments: state.segments }))
    .on('PUT', FLAG, ({ body }) => {
      const b = body as { enabled: boolean; defaultVariantId: string | null };
      const found = state.flag.variants.find((v) => v.id === b.defaultVariantId);
      state.flag = { ...state.flag, enabled: b.enabled, defaultVariant: found };
      return state.flag;
    });
  ruleRoutes(api, state);
  rolloutRoutes(api, state);
  return { api, state };
}

/** Renders `Tab` with the flag loaded through useFlag, as the flag page passes it. */
export function renderTab(Tab: ComponentType<FlagTabProps>, api: FakeApi, options: RenderOptions = {}) {
  function Harness() {
    const { data } = useFlag('default', 'colors');
    return data ? <Tab namespaceKey="default" flag={data} /> : null;
  }
  return render(<Harness />, { ...options, api });
}
