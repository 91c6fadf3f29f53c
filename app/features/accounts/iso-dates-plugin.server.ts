import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { ParameterMapper } from '~/lib/query-parameters.server';

const toText = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * better-auth hands PostgreSQL drivers Date objects and expects Dates back, because it assumes
 * timestamp columns there. Ours are ISO-8601 text on both dialects (decision 0002), so on
 * PostgreSQL its queries go through this plugin: Dates are sent as ISO text (pg would otherwise
 * write its own local-time format) and the named columns come back as Dates. On SQLite
 * better-auth does both conversions itself.
 */
export class IsoDatesPlugin implements KyselyPlugin {
  readonly #transformer = new ParameterMapper(toText);
  readonly #dateColumns: ReadonlySet<string>;

  constructor(dateColumns: Iterable<string>) {
    this.#dateColumns = new Set(dateColumns);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (!result.rows.length) return result;
    const rows = result.rows.map((row) => {
      let copy: UnknownRow | undefined;
      for (const [key, value] of Object.entries(row)) {
        if (typeof value !== 'string' || !this.#dateColumns.has(key)) continue;
        copy ??= { ...row };
        copy[key] = new Date(value);
      }
      return copy ?? row;
    });
    return { ...result, rows };
  }
}
