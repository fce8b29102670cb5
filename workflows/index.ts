export { copyGenerationWorkflow } from './copy-generation';
export { retentionWorkflow } from './retention';
