/**
 * `node api-mock/dist/bin/reports.js <site url> list [open|decided]` and
 * `node api-mock/dist/bin/reports.js <site url> decide <report id> <action> [--ground <text>] [--facts <text>]` and
 * `node api-mock/dist/bin/reports.js <site url> reinstate <member id> --facts <text>`:
 * the operators' report handling from a terminal, through the site's operator API (the spec has no admin
 * screens). The site's address picks the site, as a request's host does; OPERATOR_SECRET must be the
 * API's. Prints the API's JSON answer. Exit codes: 0 done, 1 error or refusal (the answer is printed).
 */
import { parseArgs } from 'node:util';
import { REPORT_ACTIONS, type ReportAction } from 'contract';

const USAGE = `Usage:
  node api-mock/dist/bin/reports.js <site url> list [open|decided]
  node api-mock/dist/bin/reports.js <site url> decide <report id> <${REPORT_ACTIONS.join('|')}> \\
      --ground "<rule of the terms or the law>" --facts "<what was found>"
  node api-mock/dist/bin/reports.js <site url> reinstate <member id> --facts "<why the restriction ends>"

  <site url> is the site's address, e.g. http://localhost:3000. Every action but dismiss needs --ground
  and --facts: the reported member gets them as the statement of reasons. reinstate lifts a member's
  hidden profile or suspension (an appeal upheld); the member gets --facts by mail.

Environment: OPERATOR_SECRET (the API's).
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const isAction = (value: string): value is ReportAction =>
  (REPORT_ACTIONS as readonly string[]).includes(value);

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        ground: { type: 'string' },
        facts: { type: 'string' },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const secret = process.env.OPERATOR_SECRET;
  if (!secret) fail(`OPERATOR_SECRET is not set.\n\n${USAGE}`);
  const [site, command, ...rest] = parsed.positionals;
  if (!site || !command) fail(USAGE);
  let base: URL;
  try {
    base = new URL(site);
  } catch {
    fail(`${site} is not a URL.\n\n${USAGE}`);
  }
  const headers = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };

  let response: Response;
  if (command === 'list' && rest.length <= 1) {
    const url = new URL('/api/operator-reports.php', base);
    if (rest[0]) url.searchParams.set('status', rest[0]);
    response = await fetch(url, { headers });
  } else if (command === 'decide' && rest.length === 2) {
    const [id, action] = rest as [string, string];
    if (!/^[1-9][0-9]*$/.test(id)) fail(`${id} is not a report id.`);
    if (!isAction(action)) fail(`${action} is not one of ${REPORT_ACTIONS.join(', ')}.`);
    response = await fetch(new URL('/api/operator-report-decision.php', base), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        report: Number(id),
        action,
        ...(parsed.values.ground ? { ground: parsed.values.ground } : {}),
        ...(parsed.values.facts ? { facts: parsed.values.facts } : {}),
      }),
    });
  } else if (command === 'reinstate' && rest.length === 1) {
    const [id] = rest as [string];
    if (!/^[1-9][0-9]*$/.test(id)) fail(`${id} is not a member id.`);
    if (!parsed.values.facts) fail(`reinstate needs --facts.\n\n${USAGE}`);
    response = await fetch(new URL('/api/operator-reinstatement.php', base), {
      method: 'POST',
      headers,
      body: JSON.stringify({ member: Number(id), facts: parsed.values.facts }),
    });
  } else {
    fail(USAGE);
  }
  const text = await response.text();
  process.stdout.write(`${text}\n`);
  if (!response.ok) fail(`The API answered ${response.status}.`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
