import type { GenerateImageInput, GenerateSpeechInput } from '../activities';
import type { CampaignPlan, CampaignRequest } from '../contract/campaigns';
import type { TemplateDraftRequest } from '../contract/templates';
import { generateImage, generateSpeech } from './activity-options';

/** A campaign's workflow input: the body, its plan, and what the API fixed for it. */
export interface CampaignInput {
  request: CampaignRequest;
  plan: CampaignPlan;
  /** Resource ids fixed by the API (workflow code makes no random ids). */
  ids: { copy: string; image: string; speech: string; template: string };
  templateLanguage: TemplateDraftRequest['language_code'];
}

/**
 * The parts of a campaign that can fail alone run as child workflows: each with its stand-alone operation's
 * timeouts and retries, seen on its own in the Temporal UI (`<request id>:image`), and none of them debits.
 */
export async function campaignImageWorkflow(input: GenerateImageInput): Promise<unknown> {
  return generateImage(input);
}
export async function campaignSpeechWorkflow(input: GenerateSpeechInput): Promise<unknown> {
  return generateSpeech(input);
}
