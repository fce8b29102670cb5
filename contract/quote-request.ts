import { z } from 'zod';

/** The operations a quote prices (section 5.3), each the operation of one billable route (contract/routes.ts). */
export const QUOTE_OPERATIONS = [
  'copy',
  'image',
  'speech',
  'campaign',
  'whatsapp_template',
  'ad_library_prepare',
  'ad_library_generate',
] as const;
export type QuoteOperation = (typeof QUOTE_OPERATIONS)[number];

export const quoteRequestSchema = z.strictObject({
  operation: z.enum(QUOTE_OPERATIONS),
  request: z.record(z.string(), z.unknown()).default({}),
});
