// Circles in a directed graph: Tarjan's strongly connected components, each reported as the
// shortest circles through its nodes, so every node caught in a circle shows in at least one.

/** Adjacency lists: node → the nodes it points to. */
export type Adjacency = Map<string, Set<string>>;

/** The strongly connected components with more than one node. */
function components(graph: Adjacency): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      component.push(top);
    } while (top !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest path from `start` back to itself, staying inside `within`. */
function circleThrough(graph: Adjacency, start: string, within: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!within.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** The same circle starting at its least node, so rotations of one circle compare equal. */
function normalized(circle: string[]): string {
  const nodes = circle.slice(0, -1);
  const at = nodes.indexOf([...nodes].sort()[0]!);
  const turned = [...nodes.slice(at), ...nodes.slice(0, at)];
  return [...turned, turned[0]].join('\n');
}

/** The shortest circle through each node caught in one, without repeats, e.g. ['a', 'b', 'a']. */
export function circles(graph: Adjacency): string[][] {
  const found = new Set<string>();
  for (const component of components(graph)) {
    const within = new Set(component);
    for (const node of component) found.add(normalized(circleThrough(graph, node, within)));
  }
  return [...found].sort().map((circle) => circle.split('\n'));
}
