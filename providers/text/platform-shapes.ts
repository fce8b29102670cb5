import type { Platform } from '../../contract/enums';

/** How each channel is written: the local composer's layout rules, one row per platform. */
export interface PlatformShape {
  /** Everything on one line (subject lines, search ads). */
  oneLine: boolean;
  /** Separator between sections on one line. */
  joiner: string;
  /** Ends with an invitation to reply (chat channels). */
  replyPrompt: boolean;
  /** Pages and listings: a headline with the offer, the brief's facts as bullet lines, a closing call to action. */
  bullets: boolean;
  /** Keywords as hashtags at the end, when they fit. */
  hashtags: boolean;
  /** An emoji before the opening line. */
  emoji: readonly string[];
  /** A closing call to action. */
  callToAction: boolean;
  /** Conversational and short: only the two facts that matter most. */
  short: boolean;
}

const base: PlatformShape = {
  oneLine: false,
  joiner: '\n',
  replyPrompt: false,
  bullets: false,
  hashtags: false,
  emoji: [],
  callToAction: true,
  short: false,
};
const SOCIAL_EMOJI = ['✨', '🔥', '🎉'] as const;

export const PLATFORM_SHAPES: Readonly<Record<Platform, PlatformShape>> = {
  chat_business: { ...base, replyPrompt: true, short: true, emoji: ['👋', '✨', '🎁'] },
  chat_channels: { ...base, replyPrompt: true, short: true, emoji: ['📣', '✨', '🎁'] },
  photo_social: { ...base, hashtags: true, emoji: SOCIAL_EMOJI },
  short_video: { ...base, hashtags: true, emoji: ['🎬', '🔥', '👀'] },
  ephemeral_social: { ...base, short: true, emoji: ['⚡', '👀', '🔥'] },
  social_network: { ...base, hashtags: true, emoji: SOCIAL_EMOJI },
  microblog: { ...base, hashtags: true },
  professional_network: base,
  search_ads: { ...base, oneLine: true, joiner: ' | ' },
  email_subject_line: { ...base, oneLine: true, joiner: ' ', callToAction: false },
  website_landing_page: { ...base, bullets: true },
  ecommerce_product_page: { ...base, bullets: true },
  app_store_listing: { ...base, bullets: true },
};
