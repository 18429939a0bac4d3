// The local service's entry point. Layers, top to bottom (docs/ARCHITECTURE.md "The service"); imports only
// point down: main → server → http → api | auth | meta → evaluation | declarative → store →
// core | config.
import { parseArgs } from 'node:util';
import { loadConfig, type CliOptions } from './config/load';
import { ConfigError } from './config/values';
import { createLogger } from './core/log';
import { startServer, type Running } from './server';

const usage = `usage: flipt-local [--host HOST] [--port PORT] [--db FILE|:memory:] [--config FILE] [--allowed-host NAME]...`;

function readCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      db: { type: 'string' },
      config: { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
    },
    strict: true,
  });
  const cli: CliOptions = { host: values.host, db: values.db, config: values.config, allowedHosts: values['allowed-host'] };
  if (values.port !== undefined) {
    const port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65535) throw new ConfigError(`--port: ${values.port} is not a port`);
    cli.port = port;
  }
  return cli;
}

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

/** Closes the service once on SIGINT or SIGTERM, including one still starting: the handlers are
 *  in place before the `listening on` line, so a signal right after it still closes the database. */
function closeOnSignal(starting: Promise<Running>) {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    void starting.then((running) => running.close()).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return () => closing;
}

async function main() {
  let loaded: ReturnType<typeof loadConfig>;
  try {
    loaded = loadConfig(readCli(process.argv.slice(2)), process.env);
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : `${(err as Error).message}\n${usage}`);
  }
  const log = createLogger(loaded.config.logLevel);
  for (const w of loaded.warnings) log.warn(w);
  const { host, port } = loaded.config;
  const starting = startServer(loaded.config, log).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') fail(`port ${port} on ${host} is already in use`);
    if (err.code === 'EACCES') fail(`not allowed to listen on ${host}:${port}`);
    fail(err.message);
  });
  const closing = closeOnSignal(starting);
  const running = await starting;
  if (!closing()) process.stdout.write(`listening on ${running.url}\n`);
}

void main();
