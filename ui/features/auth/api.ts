// The start of a browser sign-in (API.md §11): the method's authorize URL answers with the
// identity provider's address, which the console then navigates to. No React here.
import * as v from 'valibot';
import { request } from '../../lib/http';
import { webUrl } from '../../lib/url';

const AuthorizeSchema = v.looseObject({ authorizeUrl: v.pipe(v.string(), v.nonEmpty()) });

/**
 * `GET {authorize_url}` (made relative: the console may be mounted under a path prefix): the
 * identity provider's address, which must be an http(s) one.
 */
export async function fetchAuthorizeUrl(authorizeUrl: string): Promise<string> {
  const answer = await request(authorizeUrl.replace(/^\/+/, ''), { schema: AuthorizeSchema });
  const address = webUrl(answer.authorizeUrl);
  if (!address) throw new Error(`the sign-in address ${JSON.stringify(answer.authorizeUrl)} is not http(s)`);
  return address;
}
