import type { AdGenerationRequest, AdLocale } from './ad-library';
import type { CampaignInput } from './campaigns';
import type { CopyRequest } from './copy';
import type { ImageRequest } from './images';
import type { SpeechRequest } from './speech';
import type { TemplateDraftRequest } from './templates';
import type { UploadRequest } from './uploads';

/**
 * Each billable operation with the input its workflow receives: what its route parsed and fixed. The API's table of
 * workflows (api/operations.ts) must start each with a workflow of exactly this input, so a route, the stored
 * record and the workflow agree on one type.
 */
export interface BillableInputs {
  copy: CopyRequest;
  upload: UploadRequest;
  speech: SpeechRequest;
  image: ImageRequest;
  template_draft: TemplateDraftRequest;
  campaign: CampaignInput;
  ad_prepare: { ad_id: string; locale: AdLocale };
  ad_generation: AdGenerationRequest & { ad_id: string };
}

export type BillableOperation = keyof BillableInputs;
