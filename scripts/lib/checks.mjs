// The named-check runner of the operator smoke scripts (smoke-compiled.mjs, runtime-check.mjs): each
// check prints `ok NAME` or `FAIL NAME: reason` and the run goes on, so one run names every failure.

/** `check(name, fn)` runs fn and records its outcome; `failures` lists the names that threw. */
export function checkRunner() {
  const failures = [];
  let passed = 0;
  async function check(name, fn) {
    try {
      await fn();
      passed += 1;
      console.log(`ok   ${name}`);
    } catch (e) {
      failures.push(name);
      console.log(`FAIL ${name}: ${e.message}${e.cause ? ` (${e.cause.code ?? e.cause.message})` : ''}`);
    }
  }
  return { check, failures, passed: () => passed };
}

export const assert = (cond, message) => {
  if (!cond) throw new Error(message);
};
