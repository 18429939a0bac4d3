import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Code } from '../core/errors';

/** Node's HTTP parser refusals that get an answer, with the gRPC code that best names them. */
const ANSWERS: Array<[test: (code: string) => boolean, status: number, reason: string, code: number, message: string]> = [
  [(c) => c === 'HPE_HEADER_OVERFLOW', 431, 'Request Header Fields Too Large', Code.ResourceExhausted, 'request header fields too large'],
  [(c) => c === 'ERR_HTTP_REQUEST_TIMEOUT', 408, 'Request Timeout', Code.DeadlineExceeded, 'request timed out'],
  [(c) => c.startsWith('HPE_'), 400, 'Bad Request', Code.InvalidArgument, 'malformed HTTP request'],
];

/**
 * Requests Node refuses before any handler runs (a URL or headers over 16 KB, a malformed request
 * line) are answered in Flipt's error shape like every other refusal, instead of Node's empty
 * body; a connection the client already dropped is just closed.
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const answer = ANSWERS.find(([test]) => test(err.code ?? ''));
    if (!answer || !socket.writable) return void socket.destroy();
    const [, status, reason, code, message] = answer;
    const body = JSON.stringify({ code, message, details: [] });
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}
