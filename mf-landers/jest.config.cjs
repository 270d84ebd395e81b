const path = require('node:path');

const base = require('../jest.base.cjs')({ rootDir: __dirname });

module.exports = {
  ...base,
  // The video landers import their looping video as asset modules too (webpack: asset/resource).
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '\\.(webm|mp4)$': path.join(__dirname, '../shared-ui/build/file-stub.cjs'),
  },
};
