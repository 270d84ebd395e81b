// @ts-check
/**
 * Emits a remote's `registration.json` next to its mf-manifest.json: the page table the server answers
 * 200/404 from and the declarations the shell composes the site with. Several source files merge into one
 * (a test-only build adds a fixture registration to the remote's own): lists are joined, texts merged per
 * language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** @typedef {{ remote: string, namespace: string, pages?: unknown[], navigation?: unknown[], slots?: unknown[], messages?: Record<string, Record<string, string>> }} Registration */

/** @param {Registration} base @param {Registration} extra @returns {Registration} */
export function mergeRegistrations(base, extra) {
  /** @type {Record<string, Record<string, string>>} */
  const messages = { ...base.messages };
  for (const [language, texts] of Object.entries(extra.messages ?? {})) {
    messages[language] = { ...messages[language], ...texts };
  }
  return {
    ...base,
    pages: [...(base.pages ?? []), ...(extra.pages ?? [])],
    navigation: [...(base.navigation ?? []), ...(extra.navigation ?? [])],
    slots: [...(base.slots ?? []), ...(extra.slots ?? [])],
    messages,
  };
}

export class EmitRegistrationPlugin {
  /** @param {string} dirname @param {string[]} sources paths in the app, merged in order */
  constructor(dirname, sources) {
    this.files = sources.map((source) => path.join(dirname, source));
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRegistrationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRegistrationPlugin', stage: 0 }, () => {
        const [first, ...rest] = this.files.map((file) => {
          compilation.fileDependencies.add(file);
          return /** @type {Registration} */ (JSON.parse(readFileSync(file, 'utf8')));
        });
        if (!first) return;
        const merged = rest.reduce(mergeRegistrations, first);
        compilation.emitAsset('registration.json', new webpack.sources.RawSource(JSON.stringify(merged)));
      });
    });
  }
}

/**
 * What a remote's build needs for its registration: the module to expose as './register' and the plugin
 * emitting registration.json. With REGISTRATION_FIXTURE=1 (browser tests only, never a shipped build) the
 * remote registers the fixture in `src/registration-fixture/` on top of its own pages and navigation.
 * @param {string} dirname the app folder
 */
export function registrationBuild(dirname) {
  const sources = ['src/app/registration.json'];
  let registerModule = './src/app/register.ts';
  if (process.env.REGISTRATION_FIXTURE === '1') {
    sources.push('src/registration-fixture/registration.json');
    registerModule = './src/registration-fixture/register.ts';
  }
  return { registerModule, plugin: new EmitRegistrationPlugin(dirname, sources) };
}

/**
 * A config factory of createFederatedConfig with one more plugin.
 * @param {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} createConfig
 * @param {import('webpack').WebpackPluginInstance} plugin
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function withPlugin(createConfig, plugin) {
  return (env, argv) => {
    const config = createConfig(env, argv);
    return { ...config, plugins: [...(config.plugins ?? []), plugin] };
  };
}
