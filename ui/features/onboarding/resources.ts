// The getting-started and community resources the onboarding page links to.
import type { LinkTile } from '../../design/components/LinkTiles';

export const GETTING_STARTED: readonly LinkTile[] = [
  {
    title: 'Get Started',
    description: 'Create your first flag, add a variant and evaluate it, step by step.',
    href: 'https://www.flipt.io/docs/introduction',
    cta: 'Read the introduction',
  },
  {
    title: 'Try the CLI',
    description: 'Import, export and validate flags from your terminal and your CI jobs.',
    href: 'https://www.flipt.io/docs/cli/overview',
    cta: 'Explore the CLI',
  },
  {
    title: 'Checkout a Guide',
    description: 'Walk through real set-ups: gradual rollouts, user targeting, GitOps and more.',
    href: 'https://www.flipt.io/docs/guides',
    cta: 'Browse the guides',
  },
  {
    title: 'Integrate Your Application',
    description: 'Evaluate flags from your code with a server-side or client-side SDK.',
    href: 'https://www.flipt.io/docs/integration/overview',
    cta: 'Pick an SDK',
  },
];

export const MORE_RESOURCES: readonly LinkTile[] = [
  {
    title: 'Chat With Us',
    description: 'Ask questions and share what you are building with other users.',
    href: 'https://flipt.io/discord',
    cta: 'Join Discord',
  },
  {
    title: 'View API Reference',
    description: 'Every endpoint of the REST API, with request and response shapes.',
    href: 'https://www.flipt.io/docs/reference/overview',
    cta: 'Open the reference',
  },
  {
    title: 'Support Us',
    description: 'A star helps other teams discover the project.',
    href: 'https://github.com/flipt-io/flipt',
    cta: 'Star Flipt on GitHub',
  },
  {
    title: 'Join the Community',
    description: 'Discuss ideas, propose features and follow what is coming next.',
    href: 'https://github.com/flipt-io/flipt/discussions',
    cta: 'Visit the discussions',
  },
];
