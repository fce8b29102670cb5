/** Stops what the global setup started, last started first. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__stack?.stopAll();
}
