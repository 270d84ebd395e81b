/**
 * Members of a fault scenario, made straight in the database as the benches make theirs (bench/members.ts):
 * each with a session and credits, on the seeded site the API clients address by Host.
 */
import pg from 'pg';
import type { BenchMember } from '../bench/members.js';
import { createBenchMembers } from '../bench/members.js';
import { createDb, createRepositories } from '../db/index.js';
import { FAULTS_SITE_HOST } from './api-client.js';

/** Far more than a scenario's messages cost. */
const CREDITS = 10_000;

export async function createFaultMembers(
  databaseUrl: string,
  count: number,
  prefix: string,
): Promise<BenchMember[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let site: { id: number; countries: string[] } | undefined;
  try {
    const result = await client.query<{ id: number; countries: string[] }>(
      'select id, countries from sites where domain = $1',
      [FAULTS_SITE_HOST],
    );
    site = result.rows[0];
  } finally {
    await client.end();
  }
  if (!site) throw new Error(`no seeded site ${FAULTS_SITE_HOST}`);
  const handle = await createDb({ databaseUrl, pool: { max: 4 } });
  try {
    return await createBenchMembers(createRepositories(handle.db), {
      siteId: site.id,
      country: site.countries[0] ?? 'GB',
      count,
      parallel: 4,
      credits: CREDITS,
      prefix,
    });
  } finally {
    await handle.close();
  }
}
