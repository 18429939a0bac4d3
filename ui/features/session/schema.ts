// Session shapes (SPEC §3): the `auth/v1/self` payload and the user the top bar shows.
import * as v from 'valibot';

export { SelfSchema, SessionSchema, type Self, type Session } from '../../stores/session';

/** `PUT auth/v1/self/expire` answers `{}`. */
export const ExpireSchema = v.looseObject({});

/** The sign-in methods that carry a user identity. */
export const USER_METHODS = { METHOD_GITHUB: 'github', METHOD_OIDC: 'oidc', METHOD_JWT: 'jwt' } as const;

/** The user as the console shows them (SPEC §3). */
export type User = {
  name: string;
  login: string | null;
  imgURL: string | null;
  issuer: string | null;
};

export type StartStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
