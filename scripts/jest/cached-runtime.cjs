// jest's runtime, plus V8's code cache for the modules it compiles, kept for the life of the worker.
// Each test file gets a fresh module registry, so every suite compiled effect, drizzle, PGlite's
// glue, react, … from source again. The module code still runs afresh in each suite (its own realm and
// state): only V8's parse and bytecode of the same source are reused, for the same file with the same
// transformed source (compared in full). jest 30 compiles in its ModuleExecutor (`executor.compile`):
// wrapped here.
//
// The cache of a file is taken when the first suite that compiled it ends (`teardown`), not at compile:
// V8 compiles a function's body only when it is first called, and a cache made at compile holds the
// top-level code only, so every later suite compiled again each function its modules' evaluation and
// its requests ran (issue 39 item 8: with the cache made at compile, ~0.9 of the ≈1.2 CPU-s each API
// suite spent loading the server was effect's modules running, much of it that lazy compiling). A
// vm.Script's createCachedData after running holds the functions compiled so far (Node's vm docs);
// vm.compileFunction's cache cannot be made again later, hence a Script with jest 29's module wrapper.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** filename → { source, data }: the code cache of that file in this worker. */
const codeCache = new Map();
const WRAPPER_KEY = 'Object.<anonymous>';

module.exports = class CachedRuntime extends Runtime {
  /** The scripts this suite compiled with no cache: their caches are made at its end. */
  #uncached = [];

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
      // On the first line, so every other line keeps its number; columnOffset puts line 1's back.
      const prefix = `({"${WRAPPER_KEY}":function(${executor.injectedModuleParameters.join(',')}){`;
      let script;
      try {
        script = new vm.Script(`${prefix}${scriptSource}\n}});`, {
          filename,
          columnOffset: -prefix.length,
          cachedData,
          // As jest's own compile: import() from a CommonJS body.
          importModuleDynamically: async (specifier, _script, importAttributes, ...rest) =>
            executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
        });
      } catch {
        // A syntax error: jest's compile reports it its way (the ESM hint, the code frame).
        return jestCompile(scriptSource, filename);
      }
      if (cachedData === undefined || script.cachedDataRejected) {
        if (hit) codeCache.delete(filename);
        this.#uncached.push({ filename, source: scriptSource, script });
      }
      return script.runInContext(vmContext, { filename })[WRAPPER_KEY];
    };
  }

  teardown() {
    for (const { filename, source, script } of this.#uncached)
      if (!codeCache.has(filename)) codeCache.set(filename, { source, data: script.createCachedData() });
    this.#uncached = [];
    return super.teardown();
  }
};
