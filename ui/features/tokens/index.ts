export { useAuthMethod, useAuthMethods, useCreateToken, useDeleteTokens, useTokens } from './hooks';
export { authMethodKeys, createToken, deleteToken, deleteTokens, fetchAuthMethods, fetchTokens, tokenInputFrom, tokenKeys } from './api';
export {
  AuthMethodListSchema,
  AuthMethodSchema,
  CreatedTokenSchema,
  TOKEN_METADATA,
  TokenFormSchema,
  TokenSchema,
  type AuthMethod,
  type AuthMethodList,
  type CreatedToken,
  type Token,
  type TokenFormInput,
  type TokenInput,
} from './schema';
export { TokensPage } from './TokensPage';
