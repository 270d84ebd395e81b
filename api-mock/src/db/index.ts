// The one data layer: connection, schema, migrations, seed and the repositories holding all SQL.
export { createDb, type AppDatabase, type DatabaseDriver, type DbHandle, type DbOptions } from './client.js';
export { migrate } from './migrate.js';
export { openAppDatabase, pgliteDataDir } from './open.js';
export { seed } from './seed/index.js';
export { createRepositories, type Repositories } from './repositories/index.js';
