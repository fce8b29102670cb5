/** Stops what the global setup started, last started first. */
export default async function globalTeardown(): Promise<void> {
  const stops = globalThis.__stackStops ?? [];
  for (const stop of [...stops].reverse()) await stop().catch((err) => console.error(err));
}
