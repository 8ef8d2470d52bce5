// The api project's jest environment: node's, plus this worker's shared PGlite (shared-pglite.cjs) for
// api/src/testing/database.ts. jest requires an environment once per worker and makes a new one per test
// file, so the module below, and the instance it keeps, outlive each suite's module registry.
const { TestEnvironment } = require('jest-environment-node');
const { lendPglite } = require('./shared-pglite.cjs');

module.exports = class ApiEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__shirubeLendPglite = lendPglite;
  }
};
