/** gRPC status codes that Flipt's gateway turns into HTTP statuses (API.md §1.4). */
export const Code = {
  Canceled: 1,
  Unknown: 2,
  InvalidArgument: 3,
  DeadlineExceeded: 4,
  NotFound: 5,
  AlreadyExists: 6,
  PermissionDenied: 7,
  ResourceExhausted: 8,
  FailedPrecondition: 9,
  Unimplemented: 12,
  Internal: 13,
  Unavailable: 14,
  Unauthenticated: 16,
} as const;
export type GrpcCode = (typeof Code)[keyof typeof Code];

const httpStatus: Record<number, number> = {
  1: 499, 2: 500, 3: 400, 4: 504, 5: 404, 6: 409, 7: 403, 8: 429, 9: 400, 11: 400, 12: 501, 13: 500, 14: 503, 16: 401,
};

/** An error that reaches the client as Flipt's `{code, message, details}` body. */
export class GrpcError extends Error {
  constructor(readonly code: GrpcCode, message: string) {
    super(message);
  }
  get status(): number {
    return httpStatus[this.code] ?? 500;
  }
}

export const invalid = (message: string) => new GrpcError(Code.InvalidArgument, message);
export const notFound = (message: string) => new GrpcError(Code.NotFound, message);
export const internal = (message: string) => new GrpcError(Code.Internal, message);
export const unauthenticated = (message = 'request was not authenticated') =>
  new GrpcError(Code.Unauthenticated, message);

/** Flipt's field-validation wording: `invalid field <field>: <reason>`. */
export const invalidField = (field: string, reason: string) => invalid(`invalid field ${field}: ${reason}`);
export const emptyField = (field: string) => invalidField(field, 'must not be empty');

export function errorBody(err: GrpcError) {
  return { code: err.code, message: err.message, details: [] as unknown[] };
}
