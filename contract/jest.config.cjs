// Contract tests are pure functions and schemas: Node, no database.
module.exports = require('../jest.base.cjs')({ rootDir: __dirname, environment: 'node' });
