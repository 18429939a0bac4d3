// The top bar's breadcrumb (issue 16.3: the bar shows where you are): namespace › section › item,
// read from the path alone. No React here.
import { namespaceOf, pathInNamespace } from '../../lib/paths';

const SECTIONS: Record<string, string> = { flags: 'Flags', segments: 'Segments', console: 'Console', 'import-export': 'Import and Export' };

const SETTINGS: Record<string, string> = { '': 'General', namespaces: 'Namespaces', tokens: 'API Tokens' };

const OTHER: Record<string, string> = { support: 'Support', onboarding: 'Onboarding' };

/** The namespaced page's trail: the namespace, its section, then the item (its key, or "New"). */
function namespaced(rest: string[], namespace: string): string[] {
  const [section = '', item] = rest;
  const known = SECTIONS[section];
  if (!known) return [namespace];
  if (!item) return [namespace, known];
  return [namespace, known, item === 'new' ? `New ${known.slice(0, -1)}` : decodeURIComponent(item)];
}

/** The trail for `path` (query aside) in the namespace named `namespace`; empty where none fits. */
export function crumbsFor(path: string, namespace: string): string[] {
  const clean = path.split('?')[0] ?? '';
  const [first = '', second = ''] = clean.split('/').filter(Boolean);
  if (first === 'settings') return ['Settings', SETTINGS[second] ?? second];
  if (OTHER[first]) return [OTHER[first]];
  if (namespaceOf(clean) !== null || SECTIONS[first]) return namespaced(pathInNamespace(clean).split('/').filter(Boolean), namespace);
  return [];
}
