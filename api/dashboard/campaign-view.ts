import type { CampaignDeliverable, CampaignResult, DeliverableEntry } from '../../contract/campaign-run';
import { copyView } from './copy-view';
import { draftView } from './draft-view';
import { html, type Html } from './html';
import { imageView, speechView, type MediaSource } from './media-view';
import { problemView } from './problem-view';

const PART_TITLES: Record<CampaignDeliverable, string> = {
  copy: 'Copy',
  image: 'Image',
  speech: 'Voice-over',
  template_draft: 'Template draft',
};

/** What a completed part shows: its own result, as its stand-alone request page shows it. */
function partBody(campaign: CampaignResult, name: CampaignDeliverable, src: MediaSource): Html | null {
  if (name === 'copy') return copyView(campaign.copy);
  if (name === 'template_draft') return draftView(campaign.template_draft);
  if (name === 'image') return campaign.image && imageView(campaign.image, src);
  return campaign.speech && speechView(campaign.speech, src, html`copy variant 1`);
}

const credits = (part: DeliverableEntry) =>
  part.credits_refunded > 0
    ? html`${part.credits} credits, <strong>${part.credits_refunded} refunded</strong>`
    : `${part.credits} credits`;

function partView(campaign: CampaignResult, part: DeliverableEntry, src: MediaSource): Html {
  const body =
    part.status === 'failed' && part.error
      ? problemView(part.error)
      : part.status === 'not_requested'
        ? html`<p class="muted">Not requested.</p>`
        : partBody(campaign, part.name, src);
  return html`<article class="part ${part.name}" data-part="${part.name}">
    <header class="part-head">
      <h3>${PART_TITLES[part.name]}</h3>
      <span class="badge ${part.status}">${part.status.replace('_', ' ')}</span>
      <span class="part-credits">${credits(part)}</span>
    </header>
    ${body ?? html`<p class="muted">Not in the stored answer.</p>`}
  </article>`;
}

/** A campaign: its credits, then its deliverables side by side, each with its status, price and refund. */
export function campaignView(campaign: CampaignResult, src: MediaSource): Html {
  const { usage } = campaign;
  return html`<div class="figures">
      <div class="card">
        <div class="muted">Charged</div>
        <div class="figure">${usage.gross_credits}</div>
        credits
      </div>
      <div class="card">
        <div class="muted">Refunded</div>
        <div class="figure">${usage.credits_refunded}</div>
        credits${campaign.refund_pending ? ' (refund pending)' : ''}
      </div>
      <div class="card">
        <div class="muted">Net</div>
        <div class="figure">${usage.net_credits_used}</div>
        credits, balance after ${usage.balance_after}
      </div>
    </div>
    <div class="parts">${campaign.deliverables.map((part) => partView(campaign, part, src))}</div>`;
}
