import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { ParameterMapper } from './query-parameters.server';

/**
 * Text as both databases can hold it. PostgreSQL refuses U+0000 in text ("invalid byte
 * sequence"), so one NUL in any field made a form, the chat or a sign-in fail with 503; and a
 * lone UTF-16 surrogate (which JSON can carry as `"\ud800"`) became invalid UTF-8 bytes in
 * SQLite but U+FFFD in PostgreSQL. NULs are dropped and lone surrogates become U+FFFD.
 */
export function storableText(text: string): string {
  const wellFormed = text.isWellFormed() ? text : text.toWellFormed();
  return wellFormed.includes('\u0000') ? wellFormed.replaceAll('\u0000', '') : wellFormed;
}

/**
 * Applies `storableText` to every string a query sends, whoever builds the query (our
 * repositories or better-auth), on both dialects alike: what is stored, and what a lookup
 * compares with, is the same text everywhere.
 */
export class StorableTextPlugin implements KyselyPlugin {
  readonly #transformer = new ParameterMapper((value) => (typeof value === 'string' ? storableText(value) : value));

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
