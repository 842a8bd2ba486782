// A fresh pair of PostgreSQL databases for one bench run (the server's and the baseline's).
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const databaseUrl = (name) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `suffix` tells apart several pairs in one run (the growth figure's data sets). */
export function createBenchDatabases(suffix = '') {
  const name = `sukoon_bench_${process.pid}${suffix}`;
  return withAdmin(async (client) => {
    const { rows } = await client.query('show server_version');
    await client.query(`create database ${name}`);
    return {
      version: `PostgreSQL ${rows[0].server_version}`,
      serverUrl: databaseUrl(name),
      baselineUrl: databaseUrl(`${name}_base`),
      /** The baseline starts as an exact copy of the seeded database. */
      copyForBaseline: () =>
        withAdmin((admin) => admin.query(`create database ${name}_base template ${name}`)),
      drop: () =>
        withAdmin(async (admin) => {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.query(`drop database if exists ${name}_base with (force)`);
        }),
    };
  });
}
