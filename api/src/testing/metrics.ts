// A Prometheus metric's value as a scrape reads it: from the server under test's own copy of the code
// (its registry: server-library.ts; a compiled server keeps its own), or from the registry a test's own
// imports count into (code called in-process).
import type { Registry } from 'prom-client';
import { serverLibrary } from './server-under-test';

/** The series of `name` whose labels include `labels` (0 until it is first counted). */
export async function metricValue(
  name: string,
  labels: Readonly<Record<string, string>> = {},
  registry?: Registry,
): Promise<number> {
  const metric = (registry ?? (await serverLibrary()).metricsRegistry).getSingleMetric(name);
  const values = metric ? (await metric.get()).values : [];
  const wanted = Object.entries(labels);
  return values.find((v) => wanted.every(([k, x]) => v.labels[k] === x))?.value ?? 0;
}
