/**
 * `npm run bench:search`: filtered member searches (GET /api/members.php as a logged-in member, through the
 * real app: validation, the visibility and block rules, SQL, serialization) at 100,000 demo members, on
 * PostgreSQL (a fresh database on the server of DATABASE_URL, else 127.0.0.1:5432, dropped afterwards) and on
 * PGlite (a temp dir). The baseline of the same run is GET /api/settings.php on the same app. Prints a table, then
 * `name: value` lines; the headline lines are search_p95_ms_postgres and search_p95_ms_pglite (aim: p95 at
 * most 20 ms on PostgreSQL).
 *
 * Then the mixed load, on the same app with its default admission control (plugins/admission.ts): profile
 * reads (GET /api/member.php, one after the other) first alone, the baseline, then while --clients searching
 * clients keep the heavy-read queue full (a refused client waits the Retry-After it was given, as the site's
 * client does). Prints a second table and profile_p99_ms_under_search_load_<database>, with the baseline
 * and their ratio. --compare adds a row without the cap (every search admitted at once) and fewer profile
 * reads, to show what the cap prevents.
 *
 * Options: --members N (default 100000), --queries N (default 300), --clients N (default 50),
 * --profile-reads N (default 200), --compare. The run's figures go to bench/results/search.jsonl beside the
 * previous comparable run's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { COUNTRY_LANGUAGES, SESSION_COOKIE } from 'contract';
import { openAppDatabase } from '../db/index.js';
import { REGION_SEED } from '../db/seed/regions.js';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD_DEFAULT, seedDemoMembers } from '../db/seed/demo/index.js';
import { mulberry32 } from '../db/seed/demo/random.js';
import { startBenchRun, type Figure } from './history.js';
import { scratchPostgres } from './scratch-database.js';
import { figure } from './stats.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '300' },
    clients: { type: 'string', default: '50' },
    'profile-reads': { type: 'string', default: '200' },
    compare: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const QUERIES = Number(values.queries);
const CLIENTS = Number(values.clients);
const PROFILE_READS = Number(values['profile-reads']);
/** Profile reads of the comparison without the cap (each may wait long there). */
const UNBOUNDED_PROFILE_READS = 20;
const WARMUP = 30;
const AIM_P95_MS = 20;
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** What members search for: gender, mostly a country, sometimes a region, an age range or N+, pages 1-5. */
function queryMix(count: number): string[] {
  // Seeded, so both databases get the same query mix.
  const next = mulberry32(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const countries = Object.keys(COUNTRY_LANGUAGES);
  return Array.from({ length: count }, () => {
    const query = new URLSearchParams({ gender: next() < 0.5 ? 'female' : 'male' });
    if (next() < 0.8) {
      const country = pick(countries);
      query.set('country', country);
      if (next() < 0.3) query.set('region', pick(REGION_SEED[country]?.regions ?? ['']));
    }
    const age = next();
    const min = 18 + Math.floor(next() * 40);
    if (age < 0.5) {
      query.set('min_age', String(min));
      query.set('max_age', String(min + 5 + Math.floor(next() * 15)));
    } else if (age < 0.7) query.set('min_age', String(min));
    query.set('page', String(1 + Math.floor(next() * 5)));
    return `/api/members.php?${query}`;
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface MixedLoad {
  admission: string;
  reads: number;
  profileP50: number;
  profileP99: number;
  searchesServed: number;
  searchesBusy: number;
  searchP99: number;
}

interface Result {
  driver: string;
  seedS: number;
  searchP50: number;
  searchP95: number;
  baseP50: number;
  baseP95: number;
  /** Profile reads without other load. */
  profileAloneP50: number;
  profileAloneP99: number;
  mixed: MixedLoad[];
}

async function run(driver: 'postgres' | 'pglite'): Promise<Result> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `bench-search-${driver}-`));
  const scratch = driver === 'postgres' ? await scratchPostgres(POSTGRES_URL, 'bench_search') : null;
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: tmp }),
    databaseUrl: scratch?.url ?? null,
    siteRoot: tmp,
  };
  const { handle } = await openAppDatabase(config);
  try {
    const seedStarted = performance.now();
    await seedDemoMembers(handle.db, {
      members: MEMBERS,
      uploadsDir: path.join(tmp, 'uploads'),
      concurrency: driver === 'postgres' ? 2 : 1,
    });
    const seedS = (performance.now() - seedStarted) / 1000;
    const app = await buildApp({ config, db: handle, serveSite: false });
    await app.ready();
    const apps = [app];
    try {
      // The default site (answers for unknown hosts) and its well-known free member.
      const login = await app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { 'x-request-type': 'client' },
        payload: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD_DEFAULT },
      });
      const token = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
      if (!token) throw new Error(`login failed: ${login.statusCode} ${login.body}`);

      const time = async (url: string) => {
        const started = performance.now();
        const response = await app.inject({ url, cookies: { [SESSION_COOKIE]: token } });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return ms;
      };
      const mix = queryMix(WARMUP + QUERIES);
      for (const url of mix.slice(0, WARMUP)) await time(url);
      const search: number[] = [];
      const base: number[] = [];
      const slowest: [number, string][] = [];
      // Alternating, so background load hits both alike.
      for (const url of mix.slice(WARMUP)) {
        const ms = await time(url);
        search.push(ms);
        slowest.push([ms, url]);
        base.push(await time('/api/settings.php'));
      }
      if (process.env.BENCH_VERBOSE) {
        slowest.sort((a, b) => b[0] - a[0]);
        for (const [ms, url] of slowest.slice(0, 8)) process.stderr.write(`  ${ms.toFixed(1)} ms ${url}\n`);
      }
      search.sort((a, b) => a - b);
      base.sort((a, b) => a - b);

      // Mixed load: profiles of members the searches found, read one after the other.
      const found = new Set<number>();
      for (const url of mix.slice(0, 40)) {
        const response = await app.inject({ url, cookies: { [SESSION_COOKIE]: token } });
        for (const card of (response.json() as { profiles: { id: number }[] }).profiles) found.add(card.id);
      }
      const profileIds = [...found];
      process.stderr.write(
        `${driver}: ${PROFILE_READS} profile reads alone, then under ${CLIENTS} searching clients...\n`,
      );
      await readProfiles(app, token, profileIds, WARMUP);
      const alone = await readProfiles(app, token, profileIds, PROFILE_READS);
      const mixed = [await mixedLoad(app, token, mix, profileIds, PROFILE_READS, 'on (default)')];
      if (values.compare) {
        // The same app without the cap: every search is admitted at once.
        const unbounded = await buildApp({
          config: { ...config, heavyReadConcurrency: 10_000, heavyReadQueue: 0 },
          db: handle,
          serveSite: false,
        });
        apps.push(unbounded);
        await unbounded.ready();
        process.stderr.write(`${driver}: the same without the cap...\n`);
        mixed.push(await mixedLoad(unbounded, token, mix, profileIds, UNBOUNDED_PROFILE_READS, 'no cap'));
      }
      return {
        driver,
        seedS,
        searchP50: percentile(search, 50),
        searchP95: percentile(search, 95),
        baseP50: percentile(base, 50),
        baseP95: percentile(base, 95),
        profileAloneP50: percentile(alone, 50),
        profileAloneP99: percentile(alone, 99),
        mixed,
      };
    } finally {
      for (const each of apps) await each.close();
    }
  } finally {
    await handle.close();
    await scratch?.drop();
    await rm(tmp, { recursive: true, force: true });
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** `count` profile reads, one after the other, cycling through `ids`; sorted latencies in ms. */
async function readProfiles(app: App, token: string, ids: number[], count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      url: `/api/member.php?id=${ids[i % ids.length]}`,
      cookies: { [SESSION_COOKIE]: token },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`member.php: ${response.statusCode} ${response.body}`);
  }
  return times.sort((a, b) => a - b);
}

/**
 * CLIENTS searching clients, each searching again as soon as answered (after the Retry-After a refusal
 * gave), while the profile reads run; stops when the reads are done.
 */
async function mixedLoad(
  app: App,
  token: string,
  mix: string[],
  ids: number[],
  reads: number,
  admission: string,
): Promise<MixedLoad> {
  let stop = false;
  let served = 0;
  let busy = 0;
  const searchTimes: number[] = [];
  const client = async (offset: number) => {
    for (let i = offset; !stop; i += CLIENTS) {
      const started = performance.now();
      const response = await app.inject({
        url: mix[i % mix.length] as string,
        cookies: { [SESSION_COOKIE]: token },
      });
      if (response.statusCode === 200) {
        served += 1;
        searchTimes.push(performance.now() - started);
      } else if (response.statusCode === 503) {
        busy += 1;
        const wait = Number(response.headers['retry-after'] ?? 1) * 1000;
        await new Promise((resolve) => setTimeout(resolve, wait));
      } else {
        throw new Error(`search: ${response.statusCode} ${response.body}`);
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
  // Let the searches fill the queue before the first profile read.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const times = await readProfiles(app, token, ids, reads);
  stop = true;
  await Promise.all(clients);
  searchTimes.sort((a, b) => a - b);
  return {
    admission,
    reads,
    profileP50: percentile(times, 50),
    profileP99: percentile(times, 99),
    searchesServed: served,
    searchesBusy: busy,
    searchP99: percentile(searchTimes, 99),
  };
}

const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const history = startBenchRun('search', {
  options: {
    members: MEMBERS,
    queries: QUERIES,
    clients: CLIENTS,
    profile_reads: PROFILE_READS,
    compare: values.compare,
    drivers: DRIVERS,
  },
});
const results: Result[] = [];
for (const driver of DRIVERS) {
  process.stderr.write(`${driver}: seeding ${MEMBERS} members, then ${QUERIES} searches...\n`);
  results.push(await run(driver));
}

const f = (n: number) => n.toFixed(2);
console.log(
  `\nMember search at ${MEMBERS} members, ${QUERIES} filtered queries (baseline: GET /api/settings.php)\n`,
);
console.log(
  '| database | seed s | search p50 ms | search p95 ms | baseline p50 ms | p50 vs baseline | p95 vs aim 20 ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.driver} | ${r.seedS.toFixed(1)} | ${f(r.searchP50)} | ${f(r.searchP95)} | ${f(r.baseP50)} | ` +
      `${f(r.searchP50 / r.baseP50)} | ${f(r.searchP95 / AIM_P95_MS)} |`,
  );
}
console.log('');
for (const r of results) {
  console.log(`search_p95_ms_${r.driver}: ${f(r.searchP95)}`);
  console.log(`search_p50_ms_${r.driver}: ${f(r.searchP50)}`);
  console.log(`seed_s_${r.driver}: ${r.seedS.toFixed(1)}`);
}

console.log(
  `\nProfile reads (GET /api/member.php, one after the other) alone and while ${CLIENTS} clients search\n`,
);
console.log(
  '| database | admission | reads | profile p50 ms | profile p99 ms | p99 vs alone | searches served | ' +
    'searches 503 | search p99 ms |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.driver} | (no load) | ${PROFILE_READS} | ${f(r.profileAloneP50)} | ${f(r.profileAloneP99)} | 1.00 | | | |`,
  );
  for (const m of r.mixed) {
    console.log(
      `| ${r.driver} | ${m.admission} | ${m.reads} | ${f(m.profileP50)} | ${f(m.profileP99)} | ` +
        `${f(m.profileP99 / r.profileAloneP99)} | ${m.searchesServed} | ${m.searchesBusy} | ${f(m.searchP99)} |`,
    );
  }
}
console.log('');
const figures: Record<string, Figure> = {};
for (const r of results) {
  figures[`search_p95_ms_${r.driver}`] = figure(r.searchP95, 2);
  figures[`search_p50_ms_${r.driver}`] = figure(r.searchP50, 2);
  figures[`seed_s_${r.driver}`] = figure(r.seedS);
  const [loaded] = r.mixed;
  if (!loaded) continue;
  figures[`profile_p99_ms_under_search_load_${r.driver}`] = figure(loaded.profileP99, 2);
  figures[`profile_p99_ms_no_load_${r.driver}`] = figure(r.profileAloneP99, 2);
}
for (const r of results) {
  const [loaded, unbounded] = r.mixed;
  if (!loaded) continue;
  console.log(`profile_p99_ms_under_search_load_${r.driver}: ${f(loaded.profileP99)}`);
  console.log(`profile_p99_ms_no_load_${r.driver}: ${f(r.profileAloneP99)}`);
  console.log(`profile_p99_ratio_under_search_load_${r.driver}: ${f(loaded.profileP99 / r.profileAloneP99)}`);
  console.log(`search_busy_503_under_search_load_${r.driver}: ${loaded.searchesBusy}`);
  if (unbounded) {
    console.log(`profile_p99_ms_under_search_load_uncapped_${r.driver}: ${f(unbounded.profileP99)}`);
  }
}
history.record(figures);
process.exit(0);
