/**
 * @jest-environment node
 *
 * The member search's query plans: each filter shape reads its own partial search index in the index's order
 * and stops after the page, with no sort of all the matches, however many members a site has. A change to
 * the statement or the indexes that loses this (a sort key the index lacks, a condition the partial index does
 * not imply) fails here rather than at a million members. The planner is told to avoid sequential scans and
 * sorts, so the plan shows what the indexes can serve whatever the table's size in the test.
 */
import { sql } from 'drizzle-orm';
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from '../../testing/accounts.js';
import { createMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { searchStatement, type SearchFilter } from './discovery.js';

let t: TestApp;
let viewer: { id: number };
let siteId: number;

beforeAll(async () => {
  t = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT, env: ACCOUNT_TEST_ENV });
  viewer = { id: (await createMember(t)).id };
  siteId = (await t.app.services.siteDirectory.resolve('localhost')).id;
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan of the search on `filter` (page 2 of 24), as PostgreSQL would run it. */
async function planOf(filter: Omit<SearchFilter, 'siteId' | 'viewer'>): Promise<PlanNode[]> {
  const db = t.db.handle.db;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const statement = searchStatement(tx, { siteId, viewer, ...filter }, { limit: 24, offset: 24 });
    const result = await tx.execute(sql`explain (format json) ${statement}`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const json = Object.values(row ?? {})[0];
    const [{ Plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
    return nodesOf(Plan);
  });
}

const readsOfMembers = (plan: PlanNode[]) =>
  plan.filter((node) => node['Index Name']?.startsWith('members_')).map((node) => node['Index Name']);

describe('the member search reads one search index in its order, and sorts nothing', () => {
  // Which of the indexes that serve a shape is cheapest depends on the table's statistics (on a small table
  // the site's index, filtered, may win over the gender's): any search index will do, a sort will not.
  it.each([
    ['the whole site', {}],
    ['a gender', { gender: 'female' as const }],
    ['a gender and a country', { gender: 'female' as const, country: 'DE' }],
    ['a gender, a country and a region', { gender: 'male' as const, country: 'DE', region: 'Bayern' }],
    [
      'a gender, a country and an age range',
      { gender: 'female' as const, country: 'NL', bornOnOrBefore: '2000-01-01', bornAfter: '1980-01-01' },
    ],
    ['a country only', { country: 'AT' }],
  ])('%s', async (_shape, filter) => {
    const plan = await planOf(filter);
    const types = plan.map((node) => node['Node Type']);
    expect(readsOfMembers(plan)).toEqual([expect.stringMatching(/^members_search_\w+_idx$/)]);
    expect(types).not.toContain('Sort');
    expect(types).not.toContain('Incremental Sort');
    expect(types).not.toContain('Seq Scan');
  });
});
