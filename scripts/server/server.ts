import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createApp } from './http/app';
import { corsHandler } from './http/cors';
import { hostGuard } from './http/host-guard';
import { writeGuard } from './http/write-guard';
import { Router } from './core/router';
import { openDb } from './store/db';
import { Changes } from './store/changes';
import { StateGate } from './store/state-gate';
import { embedHeaders, serveStatic } from './http/static';
import { managementRoutes } from './api/index';
import { evaluationRoutes } from './evaluation/index';
import { metaRoutes } from './meta/routes';
import { authMiddleware, authRoutes } from './auth/index';
import { startStorage } from './declarative/index';
import { declarativeReads } from './api/declarative-reads';
import type { Config } from './config/model';
import type { Services } from './store/services';
import { createLogger, type Logger } from './core/log';
import { FaultLog } from './core/fault-log';

declare const __VERSION__: string;
const version = typeof __VERSION__ === 'string' ? __VERSION__ : 'v1.61.1';

/** Every path prefix the API claims; anything else is a console file. */
export const API_PREFIXES = ['/api/v1', '/evaluate/v1', '/internal/v1', '/meta', '/auth/v1', '/ofrep/v1', '/health'];

/** The headers sent when embed/embed.go is absent or its map unreadable (embedHeaders). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'self'; img-src * data:; frame-ancestors 'none';",
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface Running {
  server: Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, wires the routes and starts listening. */
export async function startServer(config: Config, log: Logger = createLogger(config.logLevel)): Promise<Running> {
  const sys = openDb(config.db);
  const readOnly = config.storage.type !== 'database';
  // Declarative storage mirrors its files into a private in-memory database, so the files'
  // state never overwrites what the --db file holds.
  const db = readOnly ? openDb(':memory:') : sys;
  const services: Services = { db, sys, readOnly, changes: new Changes(db), gate: new StateGate(), config, version };
  const router = new Router();
  const stopStorage = await startStorage(services, log);
  managementRoutes(router, services);
  const evaluation = evaluationRoutes(router, services);
  metaRoutes(router, services);
  authRoutes(router, services);
  const faults = new FaultLog(log);
  const server = appOf(router, services, log, faults);
  try {
    await listen(server, config.port, config.host);
  } catch (err) {
    stopStorage();
    closeDbs(services);
    throw err;
  }
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => {
        stopStorage();
        evaluation.close();
        closeDbs(services);
        faults.close();
        done();
      });
      server.closeAllConnections();
    });
  return { server, services, url, close };
}

/** The HTTP app around the routes: CORS, the request gates, the console's files and logging. */
function appOf(router: Router, services: Services, log: Logger, faults: FaultLog): Server {
  const { config } = services;
  const embedDir = resolve(fileURLToPath(import.meta.url), '../../../embed');
  const guardHost = hostGuard(config.host, config.allowedHosts);
  const cors = corsHandler(config.cors);
  return createApp({
    router,
    prefixes: API_PREFIXES,
    // A request for a host this service does not answer to (DNS rebinding, docs/SERVICE.md)
    // is refused before anything else, the console's files included.
    before: (req, res) => guardHost(req, res) || cors(req, res),
    // Writes from other origins are refused first (a deliberate difference from Flipt, docs/SERVICE.md
    // "Cross-origin writes"); then authentication answers before anything else looks at the
    // request, as in Flipt.
    middleware: [writeGuard(config.cors), ...authMiddleware(services), ...declarativeReads(services)],
    fallback: serveStatic(embedDir),
    headers: embedHeaders(embedDir, SECURITY_HEADERS),
    onError: (err) => faults.failed(err),
    onAbort: (what) => log.debug(`client closed the connection before sending the whole request: ${what}`),
  });
}

function closeDbs({ db, sys }: Services) {
  if (db !== sys) db.close();
  sys.close();
}

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
}
