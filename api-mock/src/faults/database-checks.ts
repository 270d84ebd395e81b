/** What the database holds after a scenario, read straight from it (the truth the clients are compared with). */
import pg from 'pg';

export interface StoredMessage {
  id: number;
  conversationId: number;
  text: string;
}

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function storedMessages(databaseUrl: string, conversationIds: number[]): Promise<StoredMessage[]> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ id: number; conversation_id: number; body: string }>(
      'select id, conversation_id, body from messages where conversation_id = any($1::int[]) order by id',
      [conversationIds],
    );
    return result.rows.map((row) => ({ id: row.id, conversationId: row.conversation_id, text: row.body }));
  });
}

/** Members among `memberIds` whose balance differs from the sum of their ledger entries. */
export function ledgerMismatches(databaseUrl: string, memberIds: number[]): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ count: string }>(
      `select count(*) from (
         select m.id from members m left join credit_ledger l on l.member_id = m.id
         where m.id = any($1::int[])
         group by m.id, m.credits
         having m.credits <> coalesce(sum(l.delta), 0)
       ) mismatched`,
      [memberIds],
    );
    return Number(result.rows[0]?.count ?? 0);
  });
}

/** How many purchase entries credit each order (`order:<id>`), by order id. */
export function purchaseCredits(databaseUrl: string, orderIds: number[]): Promise<Map<number, number>> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ object: string; count: string }>(
      `select object, count(*) from credit_ledger
       where reason = 'purchase' and object = any($1::text[]) group by object`,
      [orderIds.map((id) => `order:${id}`)],
    );
    return new Map(result.rows.map((row) => [Number(row.object.slice('order:'.length)), Number(row.count)]));
  });
}

/** Jobs of `kind` that needed more than one attempt, with their last error (why a settlement was slow). */
export function retriedJobs(
  databaseUrl: string,
  kind: string,
): Promise<{ attempts: number; lastError: string }[]> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ attempts: number; last_error: string | null }>(
      'select attempts, last_error from jobs where kind = $1 and attempts > 1 order by id',
      [kind],
    );
    return result.rows.map((row) => ({ attempts: row.attempts, lastError: row.last_error ?? '' }));
  });
}
