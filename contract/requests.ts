import { z } from 'zod';

/**
 * A billable request's record (2.11): pending until its workflow stores the answer, then completed, partial (a
 * campaign with a failed part, refunded in part) or failed (refunded). The database checks the same four.
 */
export const requestStatusSchema = z.enum(['pending', 'completed', 'partial', 'failed']);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** The statuses of a stored answer that is not a problem. */
export const completedStatusSchema = requestStatusSchema.extract(['completed', 'partial']);
export type CompletedStatus = z.infer<typeof completedStatusSchema>;

/** How a billable workflow ends: the record's states after pending. */
export type RequestOutcomeStatus = Exclude<RequestStatus, 'pending'>;
