import { readLimitedBody } from './json-body.server';

/**
 * The site's forms name their fields plainly. Conform reads `a.b` and `a[0]` as paths into
 * nested objects, so a posted name such as `x[99999999]`, or one thousands of levels deep,
 * would have it build an array of that length or recurse until the stack runs out.
 */
export const PLAIN_FIELD_NAME = /^[A-Za-z_][\w-]{0,63}$/;

/**
 * A posted form (urlencoded or multipart) of at most `limit` bytes, or undefined when it is
 * larger, malformed, or names a field in a way none of the site's forms does. A form with nested
 * fields passes its own `accepts`, bounding each index.
 */
export async function readFormBody(
  request: Request,
  limit: number,
  accepts: (name: string) => boolean = (name) => PLAIN_FIELD_NAME.test(name),
): Promise<FormData | undefined> {
  const bytes = await readLimitedBody(request, limit);
  if (bytes === 'too-large') return undefined;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return undefined;
  }
  for (const name of form.keys()) if (!accepts(name)) return undefined;
  return form;
}
