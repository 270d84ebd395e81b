/**
 * `node api-mock/dist/bin/reactivate-account.js <site domain> <e-mail>`: customer service brings back an
 * account pending deletion (within the reactivation window), as the member's own link would. Runs on the
 * database the app uses (DATABASE_URL, else PGlite in DATA_DIR). Exit codes: 0 reactivated, 1 error,
 * 2 not found (unknown, or erased already), 3 not deleted.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createRepositories, openAppDatabase } from '../db/index.js';
import { reactivateAccountByEmail } from '../features/account-deletion/account-deletion-service.js';

const USAGE = `Usage: node api-mock/dist/bin/reactivate-account.js <site domain> <e-mail address>

  Reactivates an account pending deletion on the site with that domain (or one of its aliases).

Environment: DATABASE_URL (PostgreSQL; else PGlite in DATA_DIR).
`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const [domainArg, email] = parsed.positionals;
  if (!domainArg || !email || parsed.positionals.length !== 2) fail(USAGE);
  const domain = domainArg.trim().toLowerCase().replace(/\.$/, '');

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
  const { handle } = await openAppDatabase(config);
  try {
    const repositories = createRepositories(handle.db);
    // Exactly the named site: unlike a request's host, an unknown domain must not fall back to a default site.
    const site = (await repositories.sites.listSites()).find(
      (candidate) => candidate.domain === domain || candidate.aliases.includes(domain),
    );
    if (!site) fail(`No site with the domain ${domain}.`);
    const outcome = await reactivateAccountByEmail(repositories, site.id, email, new Date());
    if (outcome === 'not_found') {
      fail(
        `No account pending deletion with the address ${email} on ${site.domain} (unknown, or erased).`,
        2,
      );
    }
    if (outcome === 'not_deleted') fail(`The account ${email} on ${site.domain} is not deleted.`, 3);
    process.stdout.write(`Reactivated ${email} on ${site.domain}: the member can log in again.\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Reactivation failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
