import type { HeadersFunction } from 'react-router';

/**
 * A route's `headers`: the document answering a form post carries what the action set
 * (Set-Cookie after a password change, Retry-After when limited), which React Router passes on
 * only through this export.
 */
export const passActionHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) {
    if (name.toLowerCase() !== 'set-cookie') headers.set(name, value);
  }
  for (const cookie of actionHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
};
