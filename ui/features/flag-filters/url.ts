// The filters in the list's URL, next to its search, sort and page (`q`, `sort`, `dir`, `page`,
// `size`): `type=boolean|variant`, `status=enabled|disabled`, `evaluated=24h|not-24h|not-7d` and
// one `meta=key=value` (or `meta=key`) per chip. A `=` or `\` inside a key is escaped with `\`. Values the console does not
// know are ignored, so an edited link still opens.
import { addChip, EVALUATED, NO_FILTERS, type Evaluated, type FlagFilters, type FlagType, type MetadataChip } from './filters';

const TYPES: Record<string, FlagType> = { variant: 'VARIANT_FLAG_TYPE', boolean: 'BOOLEAN_FLAG_TYPE' };
const TYPE_NAMES: Record<FlagType, string> = { VARIANT_FLAG_TYPE: 'variant', BOOLEAN_FLAG_TYPE: 'boolean' };

/** The URL parameters the filters own. */
export const FILTER_PARAMS = ['type', 'status', 'meta', 'evaluated'] as const;

/** A chip as its `meta` parameter value. */
export function chipParam(chip: MetadataChip): string {
  const key = chip.key.replace(/[\\=]/g, (c) => `\\${c}`);
  return chip.value === null ? key : `${key}=${chip.value}`;
}

/** A `meta` parameter value as a chip; null when it names no key. */
export function chipFromParam(text: string): MetadataChip | null {
  let key = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '\\' && i + 1 < text.length) key += text[(i += 1)];
    else if (c === '=') return key ? { key, value: text.slice(i + 1) } : null;
    else key += c;
  }
  return key ? { key, value: null } : null;
}

/** The filters a URL's query names. */
export function filtersFromParams(params: URLSearchParams): FlagFilters {
  const status = params.get('status');
  const evaluated = params.get('evaluated') ?? '';
  const chips = params.getAll('meta').map(chipFromParam).filter((c): c is MetadataChip => c !== null);
  return chips.reduce(addChip, {
    ...NO_FILTERS,
    type: TYPES[params.get('type') ?? ''] ?? null,
    status: status === 'enabled' || status === 'disabled' ? status : null,
    evaluated: Object.hasOwn(EVALUATED, evaluated) ? (evaluated as Evaluated) : null,
  });
}

/** A copy of `params` expressing `filters`; other parameters stay, the page goes back to the first. */
export function withFilters(params: URLSearchParams, filters: FlagFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...FILTER_PARAMS, 'page']) next.delete(name);
  if (filters.type) next.set('type', TYPE_NAMES[filters.type]);
  if (filters.status) next.set('status', filters.status);
  for (const chip of filters.metadata) next.append('meta', chipParam(chip));
  if (filters.evaluated) next.set('evaluated', filters.evaluated);
  return next;
}
