import { z } from 'zod';

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #RRGGBB colour');
const httpUrl = z.url({ protocol: /^https?$/ });

/** What an administrator may set on a brand profile (the admin CLI validates with it). */
export const brandFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  industry: z.string().trim().min(1).max(200).nullable(),
  description: z.string().max(4000),
  summary: z.string().max(2000).nullable(),
  website: httpUrl.nullable(),
  primary_color: color.nullable(),
  secondary_color: color.nullable(),
  accent_color: color.nullable(),
  brand_strength: z.enum(['subtle', 'balanced', 'strong']),
  social_links: z.strictObject({
    linkedin: httpUrl.nullable().optional(),
    instagram: httpUrl.nullable().optional(),
    facebook: httpUrl.nullable().optional(),
    twitter: httpUrl.nullable().optional(),
    tiktok: httpUrl.nullable().optional(),
  }),
});

export const brandResourceSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  source_type: z.string().trim().min(1).max(50),
  source_url: httpUrl.nullable(),
  content: z.string().min(1).max(100_000),
});

export const RESOURCE_CONTENT_SHOWN = 1500;
