// drizzle-kit: `npm run db:generate -w api-mock` writes a new versioned SQL migration into ./drizzle
// from the schema. Migrations are committed and applied at start by src/db/migrate.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
