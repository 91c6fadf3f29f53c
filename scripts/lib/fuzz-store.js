// The database a fuzz run's server writes to, and read-only queries into it for the checks:
// a fresh SQLite file, or a schema of its own in a PostgreSQL database (dropped at the end).
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** SQL with `?` placeholders, as both dialects take it here. */
function numbered(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export async function openScratchStore({ dir, postgresUrl }) {
  if (postgresUrl) {
    const schema = `fuzz_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    return {
      url: url.toString(),
      dialect: 'postgres',
      async rows(sql, ...params) {
        return (await pool.query(numbered(sql), params)).rows;
      },
      async close({ keep = false } = {}) {
        if (!keep) await pool.query(`drop schema ${schema} cascade`);
        await pool.end();
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  const file = path.join(dir, 'app.db');
  let db;
  return {
    url: `file:${file}`,
    dialect: 'sqlite',
    async rows(sql, ...params) {
      // Opened on first use: the server creates and migrates the file.
      db ??= new Database(file, { readonly: true, fileMustExist: true });
      return db.prepare(sql).all(...params);
    },
    async close() {
      db?.close();
    },
  };
}
