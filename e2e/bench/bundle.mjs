// bench:bundle — gzip bytes of the JavaScript a first visit loads, per route, and of each remote's entry.
// Beside the first visits, the lander of a converting visitor: they open it, point at its call to action
// (React takes the page over), click it and get the signup's first step; every script loaded until then
// counts once. Starts the built site on its own port, drives Debian's Chromium, prints a table, headline
// lines and the run beside the previous one (bench/results/bundle.jsonl).
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBenchRun } from 'api-mock/bench-history';
import { findAnyChromium } from '../scripts/find-chromium.mjs';
import { waitForSite } from './wait-for-site.mjs';

const port = 4280; // not one of the Fetch standard's blocked ports (4190 is)
const base = `http://127.0.0.1:${port}`;
const LANDER_BUDGET_KB = 120;

const server = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'scripts', 'serve.mjs')], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let serverExit = null;
server.on('exit', (code) => {
  serverExit = `the site process exited with code ${code}`;
});

const waitForServer = () => waitForSite(base, () => serverExit);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const history = startBenchRun('bundle', { options: { lander: '/landers/adultonly' } });

/** Records the gzip size of every script the page receives, once per URL. */
function countScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), gzipSync(body).length);
    } catch {
      // redirects and aborted responses have no body
    }
  });
  return scripts;
}

const total = (scripts) => [...scripts.values()].reduce((a, b) => a + b, 0);

try {
  await waitForServer();
  const executablePath = await findAnyChromium();
  if (!executablePath) throw new Error('No Chromium: see e2e/scripts/find-chromium.mjs');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  const visits = [
    ['home', '/', '[data-page="home"], main'],
    // A server-rendered lander is interactive once its page script ran (React loads when the visitor
    // starts to interact); one rendered in the browser once the shell mounted it.
    ['lander', '/landers/adultonly', '#root[data-interactive="true"], main [data-remote="mf_landers"]'],
    ['members', '/members', 'main [data-remote="mf_members"]'],
    ['chats', '/chats', 'main [data-remote="mf_chat"]'],
  ];
  const rows = [];
  for (const [name, route, ready] of visits) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    rows.push({ name, route, files: scripts.size, gzip: total(scripts) });
    await context.close();
  }

  // The converting visitor: the lander, its call to action pointed at (React takes the page over), then
  // clicked, until the signup's first step is shown.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(`${base}/landers/adultonly`, { waitUntil: 'networkidle' });
    await page.locator('#root[data-interactive="true"]').waitFor({ timeout: 30_000 });
    const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up free' }).first();
    await signUp.hover();
    await page.locator('#root[data-hydrated="true"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    rows.push({
      name: 'lander_interacted',
      route: '/landers/adultonly, call to action pointed at',
      files: scripts.size,
      gzip: total(scripts),
    });
    await signUp.click();
    await page.waitForURL(/\/signup$/, { timeout: 30_000 });
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    rows.push({
      name: 'lander_after_first_interaction',
      route: '/landers/adultonly, then Sign up free to /signup',
      files: scripts.size,
      gzip: total(scripts),
    });
    await context.close();
  }
  await browser.close();

  const manifest = await (await fetch(`${base}/remotes.json`)).json();
  const entries = [];
  for (const [remote, manifestUrl] of Object.entries(manifest)) {
    const entryUrl = new URL('remoteEntry.js', new URL(manifestUrl, base)).href;
    const body = Buffer.from(await (await fetch(entryUrl)).arrayBuffer());
    entries.push({ remote, gzip: gzipSync(body).length, raw: body.length });
  }

  console.log('\nJavaScript loaded on first visit, and by a converting lander visitor (gzip)');
  console.log('| visit | route | files | gzip KB |');
  console.log('|---|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.route} | ${r.files} | ${kb(r.gzip)} |`);
  console.log('\nRemote entries (remoteEntry.js)');
  console.log('| remote | raw KB | gzip KB |');
  console.log('|---|---:|---:|');
  for (const e of entries) console.log(`| ${e.remote} | ${kb(e.raw)} | ${kb(e.gzip)} |`);
  const lander = rows.find((r) => r.name === 'lander');
  const members = rows.find((r) => r.name === 'members');
  console.log(
    `\nLander budget ${LANDER_BUDGET_KB} KB: ${lander && lander.gzip / 1024 <= LANDER_BUDGET_KB ? 'within' : 'over'}`,
  );
  const converting = rows.find((r) => r.name === 'lander_after_first_interaction');
  console.log(`lander_first_visit_gzip_kb: ${kb(lander?.gzip ?? 0)}`);
  console.log(`lander_after_first_interaction_gzip_kb: ${kb(converting?.gzip ?? 0)}`);
  console.log(`members_first_visit_gzip_kb: ${kb(members?.gzip ?? 0)}`);
  const figures = {};
  for (const r of rows) {
    const name = r.name.startsWith('lander_') ? r.name : `${r.name}_first_visit`;
    figures[`${name}_gzip_kb`] = Number(kb(r.gzip));
  }
  for (const e of entries) figures[`${e.remote.replace(/-/g, '_')}_entry_gzip_kb`] = Number(kb(e.gzip));
  history.record(figures);
} finally {
  server.kill('SIGTERM');
}
