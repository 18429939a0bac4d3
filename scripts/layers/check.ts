// Checks a tree's imports against its rules (see rules.ts) and lists every break as one line:
// an import that points to a layer it may not use, one the rules refuse for another reason, an
// import into a folder past its index.ts (a feature, the design components),
// a feature without an index.ts, an import that leaves the tree, and file or folder circles.
import { dirname } from 'node:path';
import { circles, type Adjacency } from './cycles';
import type { Edge, Graph } from './graph';
import type { TreeRules } from './rules';

const link = (graph: Adjacency, from: string, to: string) => {
  if (!graph.has(from)) graph.set(from, new Set());
  graph.get(from)!.add(to);
};

/** A folder is one unit of the circle check; a file right in the tree's root folder is its own. */
const folderOf = (rules: TreeRules, path: string) => (dirname(path) === rules.root ? path : dirname(path));

function edgeProblem(rules: TreeRules, { from, to, spec }: Edge): string | null {
  if (to === null) return `${from} → '${spec}': no such file`;
  if (!to.startsWith(`${rules.root}/`)) return rules.allowedOutside?.(to) ? null : `${from} → ${to}: leaves ${rules.root}/`;
  const [source, target] = [rules.layerOf(from), rules.layerOf(to)];
  if (source && target && source !== target && !rules.mayImport[source]?.includes(target)) {
    return `${from} → ${to}: ${source} may not import ${target} (${source} may import ${rules.mayImport[source]?.join(', ') || 'nothing else'})`;
  }
  const refused = rules.refuses?.(from, to);
  if (refused) return `${from} → ${to}: ${refused}`;
  const entry = rules.entryOf?.(to);
  if (entry && to !== entry && !from.startsWith(`${dirname(entry)}/`)) return `${from} → ${to}: import ${dirname(entry)} through ${entry}`;
  return null;
}

/** Folders that must have an entry file and do not. */
function missingEntries(rules: TreeRules, files: readonly string[]): string[] {
  const entries = new Set(files.map((f) => rules.entryOf?.(f)).filter((e): e is string => !!e));
  return [...entries].filter((entry) => !files.includes(entry)).map((entry) => `${dirname(entry)} has no ${entry.slice(dirname(entry).length + 1)}`);
}

function circleProblems(rules: TreeRules, edges: readonly Edge[]): string[] {
  const files: Adjacency = new Map();
  const folders: Adjacency = new Map();
  const via = new Map<string, string>();
  for (const { from, to } of edges) {
    if (!to?.startsWith(`${rules.root}/`)) continue;
    link(files, from, to);
    const [a, b] = [folderOf(rules, from), folderOf(rules, to)];
    if (a === b) continue;
    link(folders, a, b);
    if (!via.has(`${a}|${b}`)) via.set(`${a}|${b}`, `${from} → ${to}`);
  }
  const steps = (circle: string[]) => circle.slice(1).map((node, i) => via.get(`${circle[i]}|${node}`));
  return [
    ...circles(files).map((c) => `file circle: ${c.join(' → ')}`),
    ...circles(folders).map((c) => `folder circle: ${c.join(' → ')} (${steps(c).join('; ')})`),
  ];
}

/** Every break of `rules` in `graph`, one line each; excepted imports are left out first. */
export function checkTree(graph: Graph, rules: TreeRules): string[] {
  const excepted = (e: Edge) => rules.exceptions?.some((x) => x.from === e.from && x.to === e.to);
  const edges = graph.edges.filter((e) => e.from.startsWith(`${rules.root}/`) && !excepted(e));
  const files = graph.files.filter((f) => f.startsWith(`${rules.root}/`));
  return [
    ...edges.map((e) => edgeProblem(rules, e)).filter((p): p is string => p !== null),
    ...missingEntries(rules, files),
    ...circleProblems(rules, edges),
  ];
}
