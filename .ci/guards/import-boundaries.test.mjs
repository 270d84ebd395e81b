// The import boundaries fire with the repository's real ESLint config (run by `npm run lint`).
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

/** The boundary messages ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

async function assertRefused(file, code, reason) {
  const errors = await boundaryErrors(file, code);
  assert.equal(errors.length, 1, `${file}: expected one boundary error for ${code}`);
  assert.equal(errors[0].severity, 2);
  assert.match(errors[0].message, reason);
}

async function assertAllowed(file, code) {
  assert.deepEqual(await boundaryErrors(file, code), [], `${file}: ${code} should be allowed`);
}

describe('package boundaries', () => {
  it('no frontend package imports the backend', async () => {
    for (const file of ['shared-ui/src/kernel/x.ts', 'shell/src/app/x.tsx', 'mf-chat/src/features/a/x.tsx']) {
      await assertRefused(file, "import { x } from 'api-mock';", /never import the backend/);
      await assertRefused(file, "import type { X } from 'api-mock/deploy';", /never import the backend/);
    }
    await assertRefused(
      'shell/src/app/x.ts',
      "import '../../../api-mock/src/app';",
      /never import the backend/,
    );
    await assertRefused('mf-account/webpack.config.mjs', "export { a } from 'api-mock/deploy';", /backend/);
  });

  it('a remote imports neither another remote nor the shell', async () => {
    await assertRefused('mf-chat/src/app/x.ts', "import { x } from 'mf-members';", /another remote/);
    await assertRefused(
      'mf-chat/src/app/x.ts',
      "import { x } from 'mf-payments/src/app/routes';",
      /another remote/,
    );
    await assertRefused(
      'mf-chat/src/app/x.ts',
      "import { x } from '../../../mf-members/src/app';",
      /another remote/,
    );
    await assertRefused('mf-landers/src/app/x.ts', "import { x } from 'shell';", /the shell/);
    await assertRefused(
      'mf-landers/src/app/x.ts',
      "import { x } from '../../../shell/src/app/App';",
      /the shell/,
    );
  });

  it('the shell imports no remote', async () => {
    await assertRefused(
      'shell/src/app/x.ts',
      "import { pages } from 'mf-members/src/app/routes';",
      /never imports a remote/,
    );
    await assertRefused(
      'shell/src/app/x.ts',
      "import '../../../mf-chat/src/bootstrap';",
      /never imports a remote/,
    );
  });

  it('shared-ui imports no app', async () => {
    for (const app of ['shell', 'mf-account', 'mf-landers']) {
      await assertRefused('shared-ui/src/kernel/x.ts', `import { x } from '${app}';`, /imports no app/);
    }
    await assertRefused(
      'shared-ui/src/components/x.tsx',
      "import '../../../mf-chat/src/x';",
      /imports no app/,
    );
  });

  it('every package may use the public entry points of shared-ui and contract', async () => {
    const publicEntries = [
      "import { Page } from 'shared-ui';",
      "import { settingsAtom } from 'shared-ui/kernel';",
      "import type { User } from 'contract';",
      "import { SESSION_COOKIE } from 'contract/constants';",
    ].join('\n');
    for (const file of ['shared-ui/src/x.ts', 'shell/src/app/x.ts', 'mf-members/src/features/search/x.tsx']) {
      await assertAllowed(file, publicEntries);
    }
    await assertAllowed(
      'mf-chat/src/features/likes/x.tsx',
      "import { namespace } from '../../app/translations';",
    );
  });
});

describe('the router', () => {
  it('apps and the kernel route through shared-ui/router, never the library itself', async () => {
    const router = /shared-ui\/router/;
    for (const file of [
      'shell/src/app/App.tsx',
      'mf-chat/src/features/likes/x.tsx',
      'mf-members/src/features/profile/sub/x.tsx',
      'shared-ui/src/components/x.tsx',
      'shared-ui/src/standalone/x.tsx',
    ]) {
      await assertRefused(file, "import { Link } from 'react-router-dom';", router);
      await assertRefused(file, "import { useParams } from 'react-router';", router);
      await assertRefused(file, "import { RouterProvider } from 'react-router/dom';", router);
      await assertAllowed(file, "import { Link } from 'shared-ui/router';");
    }
  });

  it('tests, test helpers and stories may render with the library directly', async () => {
    for (const file of [
      'shell/src/app/routes/router.test.tsx',
      'shell/src/test/render.tsx',
      'shared-ui/src/testing/render.tsx',
      'mf-chat/src/features/likes/LikePopup.stories.tsx',
      'mf-members/src/features/profile/sub/x.test.tsx',
      'shared-ui/src/router/index.ts',
    ]) {
      await assertAllowed(file, "import { createMemoryRouter } from 'react-router-dom';");
    }
  });

  it('the exemption keeps the other boundaries', async () => {
    await assertRefused(
      'mf-members/src/features/profile/x.test.tsx',
      "import { y } from '../search/parts/y';",
      /subfolders are its internals/,
    );
    await assertRefused('shell/src/test/render.tsx', "import { x } from 'api-mock';", /backend/);
  });
});

describe('feature boundaries', () => {
  const featureWithIndex = () => {
    for (const app of ['shell', 'mf-members', 'mf-chat', 'mf-payments', 'mf-landers', 'mf-account']) {
      const dir = path.join(root, app, 'src', 'features');
      if (!existsSync(dir)) continue;
      const name = readdirSync(dir).find((feature) => existsSync(path.join(dir, feature, 'index.ts')));
      if (name) return { app, name };
    }
    assert.fail('this test needs one feature with an index.ts in some app');
  };

  it("a feature does not import files from another feature's subfolders", async () => {
    const internals = /subfolders are its internals/;
    await assertRefused(
      'mf-members/src/features/profile/x.tsx',
      "import { y } from '../search/parts/y';",
      internals,
    );
    await assertRefused(
      'mf-members/src/features/profile/sub/x.tsx',
      "import { y } from '../../search/parts/y';",
      internals,
    );
    await assertRefused(
      'mf-members/src/features/profile/x.ts',
      "import { y } from '../../features/search/parts/y';",
      internals,
    );
    await assertAllowed('mf-members/src/features/profile/x.tsx', "import { y } from './parts/y';");
    await assertAllowed('mf-members/src/features/profile/sub/x.tsx', "import { y } from '../parts/y';");
  });

  it('a feature with an index file is imported only through it', async () => {
    const { app, name } = featureWithIndex();
    const file = `${app}/src/features/${name}-user/x.tsx`;
    await assertRefused(file, `import { y } from '../${name}/SomeFile';`, /public entry/);
    await assertRefused(
      `${app}/src/features/${name}-user/deep/x.tsx`,
      `import { y } from '../../${name}/y';`,
      /public entry/,
    );
    await assertAllowed(file, `import { y } from '../${name}';`);
    await assertAllowed(file, `import { y } from '../${name}/index';`);
  });

  it('a feature without an index file offers its top-level modules', async () => {
    await assertAllowed(
      'mf-members/src/features/profile/x.tsx',
      "import { y } from '../some-feature-without-index/y';",
    );
  });
});
