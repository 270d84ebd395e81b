// drizzle-kit is hoisted to the root node_modules while drizzle-orm is installed under api-mock/node_modules,
// so drizzle-kit's own `import('drizzle-orm/...')` cannot find it. This resolve hook (used only by
// `npm run db:generate`) falls back to api-mock's copy. Harmless once both are hoisted together.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { createRequire } from 'node:module';
      const fromApiMock = createRequire(${JSON.stringify(new URL('../package.json', import.meta.url).href)});
      export async function resolve(specifier, context, next) {
        try {
          return await next(specifier, context);
        } catch (error) {
          if (!specifier.startsWith('drizzle-orm')) throw error;
          return next(fromApiMock.resolve(specifier), context);
        }
      }
    `),
);
