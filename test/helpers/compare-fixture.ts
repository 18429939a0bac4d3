// Two namespaces for the compare tests: staging as the transfer fixture has it, and production as
// a features.yml with known differences from it (a flag's name, metadata and a rule's variant, a
// rollout's percentage, a segment's name; one flag and one segment missing).
import { stagingExport } from './transfer-fixture';

const swap = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`the staging export has no ${JSON.stringify(from)}`);
  return text.replace(from, to);
};

/** Production's features.yml. */
export const prodExport = [
  ['  key: staging\n  name: Staging\n  description: Pre-production\n', '  key: prod\n  name: Production\n'],
  ['- key: checkout\n  name: Checkout\n', '- key: checkout\n  name: Checkout prod\n'],
  ['team: payments', 'team: growth'],
  ['- segment: internal\n    distributions:\n    - variant: red\n', '- segment: internal\n    distributions:\n    - variant: green\n'],
  ['percentage: 40', 'percentage: 25'],
  ['- key: archived\n  name: Archived\n  type: VARIANT_FLAG_TYPE\n  enabled: false\n', ''],
  ['- key: eu\n  name: EU\n', '- key: eu\n  name: Europe\n'],
].reduce((text, [from, to]) => swap(text, from as string, to as string), stagingExport.slice(0, stagingExport.indexOf('- key: unused')));

/** What the compare screen shows for staging (A) against production (B): per card, its difference rows. */
export const expectedDifferences: Record<string, string[][]> = {
  'flag checkout': [
    ['name', '"Checkout"', '"Checkout prod"'],
    ['metadata team', '"payments"', '"growth"'],
    ['rule 2 distributions', 'red 100%', 'green 100%'],
  ],
  'flag dark-mode': [['rollout 3', '40% → true', '25% → true']],
  'flag archived': [],
  'segment eu': [['name', '"EU"', '"Europe"']],
  'segment unused': [],
};
