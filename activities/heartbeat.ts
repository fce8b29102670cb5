import { Context } from '@temporalio/activity';

const HEARTBEAT_EVERY_MS = 1000;

/**
 * Heartbeats while slow work (a provider call, a render) is in flight, so that a dead worker's attempt is
 * retried within the workflow's heartbeat timeout instead of its start-to-close timeout.
 */
export async function heartbeating<T>(work: () => Promise<T>): Promise<T> {
  // Local activities have no heartbeats: the workflow task's own timeout covers them.
  if (Context.current().info.isLocal) return work();
  const timer = setInterval(() => Context.current().heartbeat(), HEARTBEAT_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
