export interface RunStats {
  requests: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The p-th percentile of unsorted samples. */
export function percentileOf(samples: number[], p: number): number {
  return percentile(
    [...samples].sort((a, b) => a - b),
    p,
  );
}

/** Runs `total` operations from `clients` concurrent loops; latency per operation, throughput overall. */
export async function measure(
  clients: number,
  total: number,
  op: (i: number) => Promise<void>,
): Promise<RunStats> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    mean: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: total / elapsed,
  };
}

export function formatStats(label: string, s: RunStats): string {
  return `${label.padEnd(44)} p50 ${s.p50.toFixed(1).padStart(7)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms  ${s.rps.toFixed(1).padStart(7)} req/s  (n=${s.requests})`;
}
