import { z } from 'zod';

/** POST /v1/ad-library/uploads (section 4.8). */
export const uploadRequestSchema = z.strictObject({
  url: z.string().min(1).max(4000),
  role: z.enum(['reference', 'logo']).default('reference'),
});

export type UploadRequest = z.output<typeof uploadRequestSchema>;

export const UPLOAD_LIMITS = {
  max_bytes: 5 * 1024 * 1024,
  // Reference images: at most 16 megapixels (spec 8). Logos: the same bound until the brand-profile policy
  // publishes its own. Checked on the header's dimensions, before anything is decoded.
  max_pixels: { reference: 16_000_000, logo: 16_000_000 },
  fetch_timeout_ms: 15_000,
  max_redirects: 5,
  unattached_ttl_hours: 24,
} as const;

export interface UploadResult {
  object: 'upload';
  storage_id: string;
  role: 'reference' | 'logo';
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  sha256: string;
  source_url: string;
  attached: false;
  created_at: string;
  expires_at: string;
  request_id: string;
}
