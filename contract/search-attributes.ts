import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/**
 * Search attributes of refund-verification workflows, so that ops filter by account, draft and refund state in
 * the Temporal UI. `npm run dev` and the test setup register them; production registers them once (README).
 */
export const ACCOUNT_ID = defineSearchAttributeKey('AccountId', SearchAttributeType.KEYWORD);
export const DRAFT_ID = defineSearchAttributeKey('DraftId', SearchAttributeType.KEYWORD);
export const REFUND_STATE = defineSearchAttributeKey('RefundState', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTES = [ACCOUNT_ID, DRAFT_ID, REFUND_STATE];
