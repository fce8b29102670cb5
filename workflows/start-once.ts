import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';

/**
 * A workflow start that may already have happened: a client's retry, an outbox's second door, a start racing
 * another. The id already taken answers null instead of throwing; every other failure is thrown. Works for the
 * client's `start`/`signalWithStart` and for a workflow's `startChild` alike (both throw the same error).
 */
export async function startOnce<T>(start: () => Promise<T>): Promise<T | null> {
  try {
    return await start();
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return null;
    throw err;
  }
}
