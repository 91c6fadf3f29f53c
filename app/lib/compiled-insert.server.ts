import { type Compilable, CompiledQuery, type Kysely, type QueryResult, type Transaction } from 'kysely';
import type { Database } from './db-schema';
import { dialectOf } from './db.server';
import { storableText } from './storable-text.server';

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

const compiled = new Map<string, CompiledQuery>();

/** The values in column order, text made storable as StorableTextPlugin does for built queries. */
function parametersOf(rows: readonly Row[], columns: readonly string[]): unknown[] {
  const parameters: unknown[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      parameters.push(typeof value === 'string' ? storableText(value) : value);
    }
  }
  return parameters;
}

/**
 * Runs an insert whose SQL is compiled once per statement name, dialect, row count and column
 * list; later calls only bind new values. Kysely builds and compiles each query anew, which for
 * the wide inserts made on every stored lead costs about as much as SQLite's own work.
 * `build` must insert exactly `rows`, every row with the same columns, in this order.
 */
export async function executeInsert<R>(db: Executor, name: string, rows: readonly Row[], build: () => Compilable<R>): Promise<QueryResult<R>> {
  const columns = Object.keys(rows[0] ?? {});
  const columnList = columns.join(',');
  if (rows.some((row) => Object.keys(row).join(',') !== columnList)) {
    throw new Error(`executeInsert(${name}): every row must have the same columns, in the same order`);
  }
  const key = `${name}|${dialectOf(db)}|${rows.length}|${columnList}`;
  const parameters = parametersOf(rows, columns);
  let query = compiled.get(key);
  if (!query) {
    query = build().compile();
    // The cached SQL binds values by position: prove once that Kysely bound them in this order.
    const same = query.parameters.length === parameters.length && query.parameters.every((value, index) => Object.is(value, parameters[index]));
    if (!same) throw new Error(`executeInsert(${name}): the statement does not bind the rows' values in column order`);
    compiled.set(key, query);
  }
  return db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<R>);
}
