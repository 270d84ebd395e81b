// The PGlite subset: the test files that also run on PGlite when the suite runs on PostgreSQL.
//
// Production runs on PostgreSQL, so with a server at hand every file runs there. PGlite is what a newcomer's
// `npm start` and the browser tests run on, so it gets what it is the subject of (the migrations, the seed,
// booting, the job queue, the data folder across restarts, how its errors reach the API) and one smoke file
// per feature folder, which runs that feature's SQL on it. The rule is checked below: each folder of
// src/features/, and src/db/ and src/plugins/, has a file here; a new feature folder adds its own.
// Multi-instance files (*.servers.test.ts) need PostgreSQL and Redis and are never part of it.
const { readdirSync } = require('node:fs');
const path = require('node:path');

const PGLITE_SUBSET = [
  // Boot: the app starts on PGlite and says so (GET /api/health), and answers 503 when it is gone.
  'src/app.test.ts',
  // The migrations and the seed on PGlite, and a PGlite data folder kept across two app instances.
  'src/db/migrate.test.ts',
  // The demo data (`npm run seed`) as a newcomer gets it.
  'src/db/seed/demo/seed-demo.test.ts',
  // The job queue's claims and retries, in the SQL PGlite runs for a single instance.
  'src/jobs/worker.test.ts',
  // Database errors caused by input (a NUL byte, an integer out of range) as PGlite reports them.
  'src/plugins/errors.test.ts',
  // One per feature folder. Where a folder has several, the one that covers its main journey on the
  // database; restarts on one data folder where the feature has them (mail, data export).
  'src/features/account-deletion/account-deletion.test.ts',
  'src/features/account/signup.test.ts',
  'src/features/catalog/catalog.test.ts',
  'src/features/chat/send.test.ts',
  'src/features/complaints/complaints.test.ts',
  'src/features/credits/credits.test.ts',
  'src/features/data-export/data-export.test.ts',
  'src/features/direct-debit/direct-debit.test.ts',
  'src/features/error-texts/localized-errors.test.ts',
  'src/features/geocode/geocode.test.ts',
  'src/features/health/health.test.ts',
  'src/features/lander-people/lander-people.test.ts',
  'src/features/mail/mail-delivery.test.ts',
  'src/features/members/search.test.ts',
  'src/features/metrics/metrics.test.ts',
  'src/features/notifications/notifications.test.ts',
  'src/features/page-bounces/page-bounces.test.ts',
  'src/features/payments/payments.test.ts',
  'src/features/photos/photos.test.ts',
  'src/features/push/push.test.ts',
  'src/features/realtime/chat-socket.test.ts',
  'src/features/reports/reports.test.ts',
  'src/features/sites/sites.test.ts',
  'src/features/sms/outbox.test.ts',
  'src/features/user/session.test.ts',
];

const isTest = (name) => /\.test\.ts$/.test(name) && !/\.servers\.test\.ts$/.test(name);

/** The folders the rule asks a file of: each of src/features/ with tests, src/db/, src/plugins/. */
function coveredFolders(rootDir) {
  const features = path.join(rootDir, 'src', 'features');
  return [
    ...readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join('src', 'features', entry.name))
      .filter((folder) => readdirSync(path.join(rootDir, folder), { recursive: true }).some(isTest)),
    path.join('src', 'db'),
    path.join('src', 'plugins'),
  ];
}

/** The subset, checked against the rule so that a renamed file or a new feature folder is not missed. */
function pgliteSubset(rootDir) {
  const known = new Set(readdirSync(path.join(rootDir, 'src'), { recursive: true }).filter(isTest));
  const missing = PGLITE_SUBSET.filter((file) => !known.has(path.relative('src', file)));
  if (missing.length)
    throw new Error(`jest/pglite-subset.cjs names no such test file: ${missing.join(', ')}`);
  const uncovered = coveredFolders(rootDir).filter(
    (folder) => !PGLITE_SUBSET.some((file) => file.startsWith(`${folder}/`)),
  );
  if (uncovered.length) {
    throw new Error(`jest/pglite-subset.cjs: add one test file of each of ${uncovered.join(', ')}`);
  }
  return PGLITE_SUBSET;
}

module.exports = { pgliteSubset };
