// Setup file of the "pglite" project: its test files run on PGlite whatever the shell says, and without Redis
// (the suite's multi-instance files, which need both servers, are not part of it). Jest gives each test file
// a copy of process.env, so the "postgres" project's files in the same worker keep theirs.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
