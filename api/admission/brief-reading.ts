import { wordCount } from '../../contract/campaign-text';
import type { BriefReading } from '../../contract/campaigns';
import { buildCopyBrief, type CopyRequest } from '../../contract/copy';
import { briefModel, OFFER_ROLES, sentencesOf } from '../../providers/text/brief-model';
import { withoutLeadingAnd } from '../../providers/text/brief-pieces';

// A sentence's clauses: an offer is said in one ("… في الرياض، خصم 20% على أول طلب").
const CLAUSE_BREAK = /[،,;؛:]\s+|\s+[-–—]\s+/u;
/** The longest clause the picture and the voice-over take as the offer; a longer one is left out, never cut. */
const OFFER_WORDS = 14;

/**
 * The offer and the subject of a campaign's description, read with the brief model the copy engines share (the
 * brand profile is not read: its name is the copy's business, not the picture's offer). The offer is the clause
 * that states the brief's first offer fact, in the brief's words and numbers; the subject its business name, else
 * what it sells. What the model cannot read with confidence stays null.
 */
export function readCampaignBrief(copy: CopyRequest): BriefReading {
  const model = briefModel(buildCopyBrief(copy, null));
  const [fact] = model.facts
    .filter((f) => OFFER_ROLES.includes(f.role))
    .sort((a, b) => (a.at ?? Infinity) - (b.at ?? Infinity));
  const clause = fact
    ? sentencesOf(copy.description)
        .flatMap((s) => s.split(CLAUSE_BREAK))
        .map((c) => withoutLeadingAnd(c.trim().replace(/[.!?؟]+$/u, '')))
        .find((c) => c.includes(fact.text))
    : undefined;
  return {
    offer: clause && wordCount(clause) <= OFFER_WORDS ? clause : null,
    subject: model.name ?? model.product,
  };
}
