// Flipt's reference material (schemas, declarative fixtures) lives outside the repository, next
// to the worktrees as ../shared/reference/flipt-v1. Tests that read it skip, saying why, without it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './server';

const candidates = [join(projectRoot, '..', 'shared', 'reference', 'flipt-v1'), join(projectRoot, '..', '..', 'shared', 'reference', 'flipt-v1')];

/** The path of a file or folder under Flipt's reference material, or null when it is not there. */
export function referencePath(...parts: string[]): string | null {
  for (const base of candidates) {
    const path = join(base, ...parts);
    if (existsSync(path)) return path;
  }
  return null;
}
