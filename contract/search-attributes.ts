import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/**
 * Search attributes, so that ops filter in the Temporal UI: refund verifications by account, draft and refund
 * state; webhook deliveries by account, endpoint and event type. `npm run dev` and the test setup register them; production registers them once (README).
 */
export const ACCOUNT_ID = defineSearchAttributeKey('AccountId', SearchAttributeType.KEYWORD);
export const DRAFT_ID = defineSearchAttributeKey('DraftId', SearchAttributeType.KEYWORD);
export const REFUND_STATE = defineSearchAttributeKey('RefundState', SearchAttributeType.KEYWORD);

export const WEBHOOK_ENDPOINT_ID = defineSearchAttributeKey('WebhookEndpointId', SearchAttributeType.KEYWORD);
export const WEBHOOK_EVENT_TYPE = defineSearchAttributeKey('WebhookEventType', SearchAttributeType.KEYWORD);

export const SEARCH_ATTRIBUTES = [
  ACCOUNT_ID,
  DRAFT_ID,
  REFUND_STATE,
  WEBHOOK_ENDPOINT_ID,
  WEBHOOK_EVENT_TYPE,
];
