// The getting-started and community resources the onboarding page links to, with Flipt's titles and
// calls to action (UI-INVENTORY §2.4; "Learn More" where it names none).
import type { LinkTile } from '../../design/components';

const LEARN_MORE = 'Learn More';

export const GETTING_STARTED: readonly LinkTile[] = [
  {
    title: 'Get Started',
    description: 'Learn how to create your first feature flag',
    href: 'https://www.flipt.io/docs/introduction',
    cta: LEARN_MORE,
  },
  {
    title: 'Introducing Flipt Cloud',
    description: 'Flipt run for you: several environments, backed by your Git repositories.',
    href: 'https://www.flipt.io/cloud',
    cta: LEARN_MORE,
  },
  {
    title: 'Try the CLI',
    description: 'Import, export and validate flags from your terminal and your CI jobs.',
    href: 'https://www.flipt.io/docs/cli/overview',
    cta: LEARN_MORE,
  },
  {
    title: 'Checkout a Guide',
    description: 'Walk through real set-ups: gradual rollouts, user targeting, GitOps and more.',
    href: 'https://www.flipt.io/docs/guides',
    cta: LEARN_MORE,
  },
  {
    title: 'Integrate Your Application',
    description: 'Evaluate flags from your code with a server-side or client-side SDK.',
    href: 'https://www.flipt.io/docs/integration/overview',
    cta: LEARN_MORE,
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
    cta: LEARN_MORE,
  },
  {
    title: 'Support Us',
    description: 'A star helps other teams discover the project.',
    href: 'https://github.com/flipt-io/flipt',
    cta: 'Star Flipt on GitHub',
  },
  {
    title: 'Join the Community',
    description: 'Discuss ideas, propose features and follow what is coming next on the forum.',
    href: 'https://community.flipt.io',
    cta: 'Join Discourse',
  },
];
