import type { Router } from 'express';
import { z } from 'zod';
import { WEBHOOK_TEST_EVENT_TYPE } from '../../contract/webhooks';
import { sendTestEvent, type TestEventDeps } from '../../webhooks/test-event';
import type { AuthContext } from '../auth';
import { routerFor } from '../route-table';
import { parseOrThrow } from '../validation';

/** No body, or an empty object: the test event's content is the service's, not the caller's. */
const testEventBody = z.strictObject({}).optional();

/**
 * POST /v1/webhook-endpoints/{endpoint_id}/test-events: a `webhook.test` event to one of the account's
 * endpoints, signed and delivered like every event. Free; usage:read, the scope that reads what events report.
 */
export function createWebhookTestEventsRouter(deps: TestEventDeps): Router {
  return routerFor({
    webhookTestEvent: async (req, res) => {
      parseOrThrow(testEventBody, req.body);
      const { accountId } = res.locals.auth as AuthContext;
      const sent = await sendTestEvent(deps, accountId, req.params.endpoint_id as string, 'api');
      res.status(202).json({
        object: 'webhook_test_event',
        id: sent.eventId,
        type: WEBHOOK_TEST_EVENT_TYPE,
        endpoint_id: sent.endpoint.id,
        delivery_id: sent.deliveryId,
        status: 'pending',
      });
    },
  });
}
