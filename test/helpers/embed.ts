// What the embed package (embed/embed.go, Flipt's `ui` package) tells Flipt to send with the console.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './server';

/** The CSP that embed/embed.go's AdditionalHeaders sends; the local service must send the same. */
export function embedContentSecurityPolicy(): string {
  const source = readFileSync(join(projectRoot, 'embed', 'embed.go'), 'utf8');
  const m = /const contentSecurityPolicy = "([^"]+)"/.exec(source);
  if (!m?.[1]) throw new Error('embed/embed.go: contentSecurityPolicy constant not found');
  return m[1];
}
