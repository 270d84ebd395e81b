/**
 * Import boundaries, as `no-restricted-imports` settings for the root ESLint config:
 *
 * - No frontend package (shared-ui, the shell, the remotes) imports the backend (api-mock).
 * - shared-ui, the kernel every app builds on, imports no app.
 * - The shell never imports a remote, and a remote never imports the shell or another remote: they are
 *   composed at run time through Module Federation. What they share lives in shared-ui or contract, which
 *   every package may import through their entry points (`shared-ui`, `shared-ui/kernel`, `contract`,
 *   `contract/constants`).
 * - Inside an app, a feature (`src/features/<name>/`) uses another feature only through its public surface:
 *   a feature with an index file is imported as a whole (`../<name>`), never file by file; a feature without
 *   one offers its top-level modules, never the files in its subfolders.
 *
 * - Apps and shared-ui route through the kernel's router (`shared-ui/router`), never react-router or
 *   react-router-dom themselves: the kernel module is the shared singleton, the library is bundled inside it,
 *   and a direct import would give that app a second router. Tests, test helpers, stories and server
 *   entries, which render outside federation, may use the library directly (memory and static routers).
 *
 * Both bare package names and relative paths out of a package are caught. The rule reads import and export
 * declarations (static imports); dynamic `import()` is not checked. A file gets one `no-restricted-imports`
 * setting (a later config object replaces, not merges, an earlier one), so each file pattern below carries
 * all the restrictions that apply to it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Files that run outside federation (jest, Storybook) and the kernel's router module itself. */
const ROUTER_EXEMPT = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/src/test/**',
  'shared-ui/src/testing/**',
  'shared-ui/src/router/**',
  // Server entries render in Node, outside federation, with the library's static router.
  '**/src/server/**',
];

const ROUTER_PATTERN = {
  regex: '^react-router(-dom)?(/|$)',
  message:
    "Import routing from 'shared-ui/router', the site's one router (the kernel module federation shares).",
};

/** Folder depths below a feature's own folder that get the feature rule (deeper files keep the package rules). */
const FEATURE_DEPTHS = [0, 1, 2, 3];
const SOURCE_FILES = '*.{ts,tsx,js,jsx,mjs,cjs}';

const names = (list) => list.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** Bare `name`, `name/...`, or a relative path climbing out to the workspace `name`. */
const packagePattern = (packages, message) => ({
  regex: `^((\\.\\./)+)?(${names(packages)})(/|$)`,
  message,
});

function workspaces(root) {
  const { workspaces: list } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return list;
}

/** The features of an app: the folders under src/features, and whether each has an index file. */
function featuresOf(root, app) {
  const dir = path.join(root, app, 'src', 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: entry.name,
      hasIndex: ['index.ts', 'index.tsx'].some((file) => existsSync(path.join(dir, entry.name, file))),
    }));
}

/** From a file `depth` folders below its feature's folder: a path into another feature, up to its name. */
const intoFeatures = (depth) => `^(\\.\\./){${depth + 1}}(\\.\\./features/|\\.\\./\\.\\./src/features/)?`;

function featurePatterns(features, depth) {
  const patterns = [
    {
      regex: `${intoFeatures(depth)}[^./][^/]*/[^/]+/`,
      message:
        "Files in another feature's subfolders are its internals: import what the feature offers at its top level.",
    },
  ];
  const withIndex = features.filter((feature) => feature.hasIndex).map((feature) => feature.name);
  if (withIndex.length > 0) {
    patterns.push({
      regex: `${intoFeatures(depth)}(${names(withIndex)})/(?!index(\\.tsx?)?$)`,
      message: 'This feature has a public entry (its index file): import the feature folder itself.',
    });
  }
  return patterns;
}

/** The flat config objects that enforce the boundaries, for the monorepo at `root`. */
export function importBoundaries(root) {
  const all = workspaces(root);
  const remotes = all.filter((name) => name.startsWith('mf-'));
  const apps = ['shell', ...remotes];
  const frontend = ['shared-ui', ...apps];

  const packageRules = (pkg) => {
    const patterns = [
      packagePattern(
        ['api-mock'],
        'Frontend packages never import the backend: API types and product constants live in contract.',
      ),
    ];
    if (pkg === 'shared-ui') {
      patterns.push(packagePattern(apps, 'shared-ui (the kernel every app builds on) imports no app.'));
    } else if (pkg === 'shell') {
      patterns.push(
        packagePattern(
          remotes,
          'The shell never imports a remote: it loads remotes at run time (federation).',
        ),
      );
    } else {
      patterns.push(
        packagePattern(
          ['shell', ...remotes.filter((remote) => remote !== pkg)],
          'A remote never imports the shell or another remote: share code through shared-ui or contract.',
        ),
      );
    }
    return patterns;
  };

  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

  /** The files' restrictions, plus the router's for those that run in federation (the later object wins). */
  const withRouterRule = (files, patterns) => [
    { files, rules: restrict(patterns) },
    { files, ignores: ROUTER_EXEMPT, rules: restrict([...patterns, ROUTER_PATTERN]) },
  ];

  return frontend.flatMap((pkg) => [
    ...withRouterRule([`${pkg}/**/${SOURCE_FILES}`], packageRules(pkg)),
    ...(apps.includes(pkg)
      ? FEATURE_DEPTHS.flatMap((depth) =>
          withRouterRule(
            [`${pkg}/src/features/*/${'*/'.repeat(depth)}${SOURCE_FILES}`],
            [...packageRules(pkg), ...featurePatterns(featuresOf(root, pkg), depth)],
          ),
        )
      : []),
  ]);
}
