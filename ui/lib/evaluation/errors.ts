/** An evaluation failure; `invalid` maps to HTTP 400 (gRPC 3), `internal` to HTTP 500 (gRPC 13). */
export class EvaluationError extends Error {
  constructor(
    readonly kind: 'invalid' | 'internal',
    message: string,
  ) {
    super(message);
    this.name = 'EvaluationError';
  }
}
