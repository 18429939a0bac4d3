// Authentication methods and static tokens (API.md §6.2, §6.4) and the new-token form.
import * as v from 'valibot';
import { OptionalTextSchema, RequiredSchema } from '../../lib/forms';
import { SelfSchema } from '../../stores/session';

const ProviderSchema = v.looseObject({ authorize_url: v.optional(v.string()), callback_url: v.optional(v.string()) });

export const AuthMethodSchema = v.looseObject({
  method: v.string(),
  enabled: v.optional(v.boolean(), false),
  sessionCompatible: v.optional(v.boolean(), false),
  metadata: v.optional(
    v.looseObject({
      authorize_url: v.optional(v.string()),
      callback_url: v.optional(v.string()),
      providers: v.optional(v.record(v.string(), ProviderSchema)),
    }),
  ),
});
export type AuthMethod = v.InferOutput<typeof AuthMethodSchema>;

export const AuthMethodListSchema = v.looseObject({ methods: v.array(AuthMethodSchema) });
export type AuthMethodList = v.InferOutput<typeof AuthMethodListSchema>;

/** A static token as listed: an Authentication with method METHOD_TOKEN. */
export const TokenSchema = SelfSchema;
export type Token = v.InferOutput<typeof TokenSchema>;

export const TokenListSchema = v.looseObject({
  authentications: v.array(TokenSchema),
  nextPageToken: v.optional(v.string(), ''),
});

export const CreatedTokenSchema = v.looseObject({ clientToken: v.string(), authentication: TokenSchema });
export type CreatedToken = v.InferOutput<typeof CreatedTokenSchema>;

/** The metadata keys a token's name, description and namespace live under. */
export const TOKEN_METADATA = {
  name: 'io.flipt.auth.token.name',
  description: 'io.flipt.auth.token.description',
  namespace: 'io.flipt.auth.token.namespace',
} as const;

/**
 * The new-token form. `expiresAt` arrives as a `yyyy-MM-dd` date (or '') and `namespaceKey` as a
 * key, sent only when `scoped`; the page turns the date into an ISO time with lib/time `zonedToIso`.
 */
export const TokenFormSchema = v.pipe(
  v.object({
    name: RequiredSchema,
    description: OptionalTextSchema,
    expiresAt: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Must be a date')), ''),
    scoped: v.optional(v.boolean(), false),
    namespaceKey: OptionalTextSchema,
  }),
  v.transform(({ scoped, ...token }) => ({ ...token, namespaceKey: scoped ? token.namespaceKey : '' })),
);

/** The form's rules on a given day (`yyyy-MM-dd` in the user's time mode): an expiry from that day on. */
export const tokenFormSchema = (today: string) =>
  v.pipe(
    TokenFormSchema,
    v.forward(
      v.check(({ expiresAt }) => !expiresAt || expiresAt >= today, 'Choose today or a later date'),
      ['expiresAt'],
    ),
  );
export type TokenFormInput = v.InferOutput<typeof TokenFormSchema>;

/** The body of `POST auth/v1/method/token`: empty optional fields are left out. */
export type TokenInput = { name: string; description?: string; expiresAt?: string; namespaceKey?: string };
