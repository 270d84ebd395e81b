const base = require('../jest.base.cjs')({ rootDir: __dirname });

module.exports = { ...base, testEnvironment: require.resolve('./jest.environment.cjs') };
