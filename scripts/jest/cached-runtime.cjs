// jest's runtime, plus V8's code cache for the modules it compiles, kept for the life of the worker.
// Each test file gets a fresh module registry, so every suite compiled effect, drizzle, PGlite's
// glue, react, … from source again. The module code still runs afresh in each suite (its own realm and
// state): only V8's parse of the same source is reused, for the same file with the same transformed
// source (compared in full). jest 30 compiles in its ModuleExecutor (`executor.compile`): wrapped here.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** filename → { source, data }: the code cache of the first compile of that file in this worker. */
const codeCache = new Map();

module.exports = class CachedRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (scriptSource, filename) => {
      const vmContext = executor.environment.getVmContext();
      // Core modules and a disposed environment: as jest does it.
      if (vmContext == null || executor.resolution.isCoreModule(filename))
        return jestCompile(scriptSource, filename);
      const hit = codeCache.get(filename);
      const cachedData = hit?.source === scriptSource ? hit.data : undefined;
      let fn;
      try {
        fn = vm.compileFunction(scriptSource, executor.injectedModuleParameters, {
          filename,
          cachedData,
          produceCachedData: cachedData === undefined,
          // As jest's own compile: import() from a CommonJS body.
          importModuleDynamically: async (specifier, _fn, importAttributes, ...rest) =>
            executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
          parsingContext: vmContext,
        });
      } catch {
        // A syntax error: jest's compile reports it its way (the ESM hint, the code frame).
        return jestCompile(scriptSource, filename);
      }
      if (cachedData === undefined && fn.cachedDataProduced)
        codeCache.set(filename, { source: scriptSource, data: fn.cachedData });
      else if (fn.cachedDataRejected) codeCache.delete(filename);
      return fn;
    };
  }
};
