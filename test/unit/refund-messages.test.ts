import * as workflows from '../../workflows';
import {
  REFUND_VERIFICATION_WORKFLOW,
  type RefundVerificationWorkflow,
} from '../../workflows/refund-messages';

it('names the refund-verification workflow as the worker registers it, with the type its starters use', () => {
  const typed: RefundVerificationWorkflow = workflows.refundVerificationWorkflow;
  expect(workflows[REFUND_VERIFICATION_WORKFLOW]).toBe(typed);
});
