/** A JSON API route's answer to a method it does not take, naming the ones it does (`Allow`). */
export function methodNotAllowed(allow: string): Response {
  return Response.json({ error: `Use ${allow.replace(', ', ' or ')}.` }, { status: 405, headers: { Allow: allow } });
}
