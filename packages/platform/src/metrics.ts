import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A registry per service with Node's default metrics, prefixed by nothing (Prometheus adds job). */
export function createRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

// Typed wrappers: label names are checked by the compiler at every call site (Unleash createCounter<T>).
export function createCounter<L extends string = never>(
  registry: Registry,
  cfg: { name: `${string}_total`; help: string; labelNames?: readonly L[] },
): Counter<L> {
  return new Counter<L>({ ...cfg, labelNames: cfg.labelNames ?? [], registers: [registry] });
}

export function createGauge<L extends string = never>(
  registry: Registry,
  cfg: { name: string; help: string; labelNames?: readonly L[]; collect?: (this: Gauge<L>) => void | Promise<void> },
): Gauge<L> {
  return new Gauge<L>({ ...cfg, labelNames: cfg.labelNames ?? [], registers: [registry] });
}

/** Latency buckets from 5 ms to 5 min: covers HTTP handlers and acceptance→published latency. */
export const LATENCY_BUCKETS_SECONDS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 90, 120, 300,
];

export function createHistogram<L extends string = never>(
  registry: Registry,
  cfg: { name: `${string}_seconds` | `${string}_bytes`; help: string; labelNames?: readonly L[]; buckets?: number[] },
): Histogram<L> {
  return new Histogram<L>({
    ...cfg,
    labelNames: cfg.labelNames ?? [],
    buckets: cfg.buckets ?? LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
}

export type { Registry, Counter, Gauge, Histogram };
