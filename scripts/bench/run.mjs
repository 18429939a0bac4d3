// `npm run bench`: measures the budgets of DESIGN.md §6 and prints one table. Each section is a
// module exporting `run(context) → rows` (see table.mjs for the row shape); add bundle size, build
// time or browser timings as further modules in SECTIONS. Exits 1 when a budget is missed.
// FLIPT_BIN_OURS and FLIPT_BIN_FLIPT (two Flipt v1.54.0 binaries, ours and Flipt's console) turn on
// the race on Flipt itself; without them, FLIPT_CONSOLE_DIR (a built Flipt v1.54.0 console) turns on
// the race on the local service.
import { buildServer, root } from '../build-server.mjs';
import { formatTable } from './table.mjs';
import * as startup from './startup.mjs';
import * as evaluation from './evaluation.mjs';
import * as durability from './durability.mjs';
import * as bundle from './bundle.mjs';
import * as navigation from './navigation.mjs';
import * as flagsList from './flags-list.mjs';
import * as compare from './compare.mjs';
import * as race from './race-flipt.mjs';

const SECTIONS = [
  ['start', startup],
  ['evaluation', evaluation],
  ['durability', durability],
  ['bundle', bundle],
  ['navigation', navigation],
  ['flags list', flagsList],
  ['compare', compare],
  ['on Flipt', race],
];

const started = Date.now();
const serverBundle = await buildServer();
const context = { root, serverBundle };
const rows = [];
for (const [name, section] of SECTIONS) {
  process.stderr.write(`bench: ${name}…\n`);
  try {
    rows.push(...(await section.run(context)));
  } catch (err) {
    rows.push({ section: name, measure: 'section failed', value: String(err?.message ?? err).split('\n')[0], ok: false });
  }
}
console.log(formatTable(rows));
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s, node ${process.version})`);
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
