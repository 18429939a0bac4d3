// The local service's entry point. Layers, top to bottom (README "Service layers"); imports only
// point down: main → server → http → api | auth | meta → evaluation | declarative → store →
// core | config.
import { parseArgs } from 'node:util';
import { loadConfig, type CliOptions } from './config/load';
import { ConfigError } from './config/values';
import { createLogger } from './core/log';
import { startServer } from './server';

const usage = `usage: flipt-local [--host HOST] [--port PORT] [--db FILE|:memory:] [--config FILE]`;

function readCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: { host: { type: 'string' }, port: { type: 'string' }, db: { type: 'string' }, config: { type: 'string' } },
    strict: true,
  });
  const cli: CliOptions = { host: values.host, db: values.db, config: values.config };
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

async function main() {
  let cli: CliOptions;
  let loaded: ReturnType<typeof loadConfig>;
  try {
    cli = readCli(process.argv.slice(2));
    loaded = loadConfig(cli, process.env);
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : `${(err as Error).message}\n${usage}`);
  }
  const log = createLogger(loaded.config.logLevel);
  for (const w of loaded.warnings) log.warn(w);
  const running = await startServer(loaded.config, log).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') fail(`port ${loaded.config.port} on ${loaded.config.host} is already in use`);
    if (err.code === 'EACCES') fail(`not allowed to listen on ${loaded.config.host}:${loaded.config.port}`);
    fail(err.message);
  });
  process.stdout.write(`listening on ${running.url}\n`);
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
