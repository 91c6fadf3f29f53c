// A PostgreSQL schema of its own for one benchmark run, so it neither reads nor disturbs other data.
import pg from 'pg';

/** Creates `<prefix>_<now>` and returns its name and a connection URL whose search_path is it. */
export async function createBenchSchema(postgresUrl, prefix) {
  const schema = `${prefix}_${Date.now()}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString() };
}
