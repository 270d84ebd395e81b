const base = require('../jest.base.cjs')({ rootDir: __dirname });

// Build-time constants of webpack.config.mjs (the client script's name), with test values.
module.exports = {
  ...base,
  globals: { ...base.globals, __LANDER_CLIENT_SCRIPTS__: ['ssr/client.test.js'] },
};
