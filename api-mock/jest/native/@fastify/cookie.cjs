module.exports = require('../../native-require.cjs')('@fastify/cookie');
