export { copyGenerationWorkflow, localCopyWorkflow } from './copy-generation';
export { retentionSweepWorkflow, retentionWorkflow } from './retention';
export { uploadWorkflow } from './upload';
export { speechGenerationWorkflow } from './speech-generation';
export { imageGenerationWorkflow } from './image-generation';
export { templateDraftWorkflow } from './template-draft';
export { refundVerificationWorkflow } from './refund-verification';
export { refundReconcilerWorkflow } from './refund-reconciler';
export { campaignWorkflow } from './campaign';
export {
  campaignCopyWorkflow,
  campaignImageWorkflow,
  campaignSpeechWorkflow,
  campaignTemplateWorkflow,
} from './campaign-legacy';
export { adPrepareWorkflow, adGenerationWorkflow } from './ad-library';
export { webhookDeliveryWorkflow, webhookDispatchWorkflow } from './webhook-delivery';
