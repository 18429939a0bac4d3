// What a failed call means, in words (SPEC §8): the error request() throws, the server's message
// or a policy's refusal, a call that never reached the service, and the text of any error.
import * as v from 'valibot';

/** The message for a failed reply whose body is not JSON (SPEC §8). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** A failed call: HTTP status (0 when the server was not reached), the server's message, the rest. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** True for an ApiError, optionally with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What a refusal by Flipt's authorization policy (403 `permission denied`) says, per kind of call. */
export const PERMISSION_DENIED = {
  read: 'Permission denied: your role may not view this.',
  write: 'Permission denied: your role may not make this change. What you entered is still here.',
};

/** The error for a non-2xx reply: the server's `message` when it sent one, a policy's refusal in words. */
export function failure(status: number, value: unknown, method: string): ApiError {
  const body = value as { message?: unknown; details?: unknown } | null | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED_ERROR;
  const refused = status === 403 && message === 'permission denied';
  return new ApiError(status, refused ? PERMISSION_DENIED[method === 'GET' ? 'read' : 'write'] : message, body?.details ?? body);
}

/** The error for an answer its schema refuses, naming the path and the first problem's place. */
export function unexpected(status: number, path: string, issues: v.BaseIssue<unknown>[]): ApiError {
  const first = issues[0];
  const where = first ? v.getDotPath(first) : null;
  return new ApiError(status, `Unexpected response from ${path}: ${where ? `${where}: ` : ''}${first?.message ?? 'invalid data'}`, issues);
}

/** The error for a call that never reached the service; a write says it was not saved. */
export function unreachable(method: string, error: unknown): ApiError {
  const why = `Could not reach the service (${error instanceof Error && error.message ? error.message : 'no answer'})`;
  const text = method === 'GET' ? `${why}.` : `${why}: the change was not saved. What you entered is still here; try again to send it.`;
  return new ApiError(0, text, error);
}

/**
 * The text to show for any error (SPEC §8): an object's `message` string, or its `data.message`,
 * else its JSON form, else its string form.
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message, data } = error as { message?: unknown; data?: unknown };
    if (typeof message === 'string') return message;
    const nested = (data as { message?: unknown } | null | undefined)?.message;
    if (typeof data === 'object' && data !== null && typeof nested === 'string') return nested;
    try {
      const json = JSON.stringify(error);
      if (json !== undefined) return json;
    } catch {
      // Circular: fall through to the string form.
    }
  }
  return String(error);
}
