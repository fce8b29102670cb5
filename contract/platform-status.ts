/**
 * One template status change the platform reported through its signed webhook (`message_template_status_update`):
 * what the intake stores, the reconciler redelivers and the refund workflow receives. The signature proves only
 * that the sender knows the partner's app secret, which the partner holds: a change is a trigger for an immediate
 * status read, never evidence by itself.
 */
export interface PlatformStatusChange {
  /** The key every redelivery of this change shares. */
  dedupeKey: string;
  platformTemplateId: string;
  event: string;
  templateName: string | null;
  templateLanguage: string | null;
  reason: string | null;
  /**
   * When the platform says the change happened (the delivery entry's `time`, ISO 8601), absent from changes stored
   * before it was kept: a rejection that predates a draft is not that draft's (decision 030).
   */
  occurredAt?: string | null;
}
