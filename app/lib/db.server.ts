import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type DatabaseIntrospector,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import type { Database } from './db-schema';
import { StorableTextPlugin } from './storable-text.server';

export type Dialect = 'sqlite' | 'postgres';

/** Which database an open connection (or a transaction on it) talks to. */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A readable description of where the data lives, without credentials. */
  location: string;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** `file:./data/app.db` → the path; `file::memory:` stays in memory. */
export function sqlitePath(url: string): string {
  const file = url.replace(/^file:/, '');
  return file === ':memory:' ? file : path.resolve(file);
}

/** How long the server waits for another process's write (a command-line task) before failing. */
const SERVER_BUSY_TIMEOUT_MS = 5_000;

function openSqlite(file: string, busyTimeoutMs: number): SQLite.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  // The wait applies from the first statement on, including switching the journal mode.
  const connection = new SQLite(file, { timeout: busyTimeoutMs });
  // WAL with synchronous=FULL: a commit is on disk before the caller hears "stored".
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  return connection;
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), so they wait their
 * turn (busy_timeout) behind another process's write. With a plain BEGIN, a transaction that
 * reads and then writes fails at once if another process (`npm run users`, `npm run db:migrate`)
 * committed in between: SQLite cannot upgrade its now-stale read to a write.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query afresh; preparing costs as much as running a small insert. The
 * same SQL text gets the same prepared statement back (least recently used ones are dropped),
 * unless that statement is still being iterated, which a statement can do only once at a time.
 */
function withStatementCache(connection: SQLite.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = connection.prepare(text);
      if (cached) return statement;
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

export interface OpenOptions {
  /**
   * SQLite: how long to wait for another process's write. Command-line tasks (`npm run users`,
   * `db:migrate`) wait longer than the server: they run beside a busy server, and a person at the
   * terminal would rather wait a few seconds than see "database is locked".
   */
  busyTimeoutMs?: number;
}

/** Command-line tasks' wait for the server's writes on SQLite. */
export const COMMAND_BUSY_TIMEOUT_MS = 30_000;

/**
 * Kysely's PostgreSQL introspector reads every schema of the database, asking for each whether it
 * may be used; a schema dropped meanwhile by another client (tests and benchmarks each work in a
 * schema of their own) fails that question with "schema … does not exist". The migrator only asks
 * for the tables of the schema it works in, so that is all this one reads.
 */
class CurrentSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    super(db);
    this.#db = db;
  }

  override async getTables(options: { withInternalKyselyTables?: boolean } = {}): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      table: string;
      kind: string;
      schema: string;
      column: string;
      notnull: boolean;
      hasdefault: boolean;
      type: string;
      typeschema: string;
      serial: boolean;
    }>`
      select c.relname as "table", c.relkind as "kind", ns.nspname as "schema", a.attname as "column", a.attnotnull as "notnull",
             a.atthasdef as "hasdefault", typ.typname as "type", dtns.nspname as "typeschema",
        (a.attidentity <> '' or pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) is not null) as "serial"
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 1 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && row.table.startsWith('kysely_')) continue;
      const table = tables.get(row.table) ?? { name: row.table, isView: row.kind === 'v', schema: row.schema, columns: [] };
      tables.set(row.table, table);
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeschema,
        isNullable: !row.notnull,
        isAutoIncrementing: row.serial,
        hasDefaultValue: row.hasdefault,
      });
    }
    return [...tables.values()];
  }
}

class CurrentSchemaDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

export function openDatabase(url: string, { busyTimeoutMs = SERVER_BUSY_TIMEOUT_MS }: OpenOptions = {}): DatabaseHandle {
  const plugins = [new StorableTextPlugin(), new CamelCasePlugin()];
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new CurrentSchemaDialect({ pool }), plugins });
    const parsed = new URL(url);
    return {
      db,
      dialect: 'postgres',
      location: `postgres://${parsed.host}${parsed.pathname}`,
      close: () => db.destroy(),
    };
  }
  const file = sqlitePath(url);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(openSqlite(file, busyTimeoutMs)) }), plugins });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
