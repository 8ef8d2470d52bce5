/**
 * The last `max` answers of a pure function of one string (a pathname), most recently used kept:
 * matching a pathname against the route table flattens and ranks the whole table, a regular
 * expression per route, on every call (bench/results/ssr-top-2026-11-26c.md), yet the answer depends
 * on the pathname only. Callers get the kept answer itself: copy what they may change.
 */
export function keptAnswers<T>(max: number, answer: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    let known = kept.get(key);
    if (known !== undefined) kept.delete(key);
    else known = answer(key);
    // Map order is use order: the first key is the least recently used.
    kept.set(key, known);
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    return known;
  };
}
