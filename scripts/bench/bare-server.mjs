// The baseline of the throughput budget: a bare `node:http` server that reads the request body and
// answers a constant JSON document shaped like a variant evaluation response.
import { createServer } from 'node:http';

const BODY = JSON.stringify({
  match: true,
  segmentKeys: ['eu-pro', 'adults'],
  reason: 'MATCH_EVALUATION_REASON',
  variantKey: 'treatment-a',
  variantAttachment: '{"layout":"single-page"}',
  requestId: '00000000-0000-4000-8000-000000000000',
  requestDurationMillis: 0.05,
  timestamp: '2025-01-01T00:00:00.000000Z',
  flagKey: 'checkout',
});
const HEADERS = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) };

const server = createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(200, HEADERS);
    res.end(BODY);
  });
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening on http://127.0.0.1:${server.address().port}\n`);
});
server.keepAliveTimeout = 30_000;
process.on('SIGTERM', () => process.exit(0));
