// The api project's globalTeardown: closes the shared PGlite (shared-pglite.cjs) when the suites ran in
// this process (--runInBand, --maxWorkers=1); with workers there is none here and jest ends them itself.
const { closeShared } = require('./shared-pglite.cjs');

module.exports = () => closeShared();
