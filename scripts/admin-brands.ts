import { brandFieldsSchema, brandResourceSchema } from '../contract/brand-profiles';
import {
  addBrandResource,
  insertBrandProfile,
  listBrandProfiles,
  updateBrandProfile,
  type BrandFields,
} from '../db/brand-profiles';
import type { Sql } from '../db/client';
import { newId } from '../lib/ids';

export const BRAND_OPTIONS = {
  'brand-id': { type: 'string' },
  description: { type: 'string' },
  industry: { type: 'string' },
  summary: { type: 'string' },
  website: { type: 'string' },
  'primary-color': { type: 'string' },
  'secondary-color': { type: 'string' },
  'accent-color': { type: 'string' },
  strength: { type: 'string' },
  social: { type: 'string' },
  title: { type: 'string' },
  content: { type: 'string' },
  'source-type': { type: 'string' },
  'source-url': { type: 'string' },
} as const;

export const BRAND_USAGE = `  brands create --account ACCOUNT_ID --name NAME [--description TEXT] [--industry TEXT] [--summary TEXT]
      [--website URL] [--primary-color #RRGGBB] [--secondary-color #RRGGBB] [--accent-color #RRGGBB]
      [--strength subtle|balanced|strong] [--social linkedin=URL,instagram=URL,...]
  brands update --brand-id BRAND_ID [any field of create]
  brands list [--account ACCOUNT_ID]
  brands add-resource --brand-id BRAND_ID --title TEXT --content TEXT [--source-type TYPE] [--source-url URL]`;

type Values = Record<string, string | boolean | undefined>;

/** Flags to brand fields, validated by the contract's schema; only the flags given are set. */
function brandFields(values: Values): BrandFields {
  const str = (k: string) => values[k] as string | undefined;
  const raw: Record<string, unknown> = {
    name: str('name'),
    description: str('description'),
    industry: str('industry'),
    summary: str('summary'),
    website: str('website'),
    primary_color: str('primary-color'),
    secondary_color: str('secondary-color'),
    accent_color: str('accent-color'),
    brand_strength: str('strength'),
    social_links: str('social')
      ? Object.fromEntries(
          str('social')!
            .split(',')
            .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
        )
      : undefined,
  };
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
  const parsed = brandFieldsSchema.partial().safeParse(given);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data as BrandFields;
}

export async function brandCommand(
  sql: Sql,
  command: string,
  values: Values,
): Promise<{ human: string; data: unknown }> {
  switch (command) {
    case 'brands create': {
      if (!values.account || !values.name) throw new Error('--account and --name are required');
      const fields = brandFields(values);
      const row = await insertBrandProfile(sql, newId('brp'), values.account as string, {
        ...fields,
        name: fields.name!,
      });
      return { human: `Created ${row.id} (${row.name})`, data: row };
    }
    case 'brands update': {
      if (!values['brand-id']) throw new Error('--brand-id is required');
      const row = await updateBrandProfile(sql, values['brand-id'] as string, brandFields(values));
      if (!row) throw new Error(`No brand profile ${values['brand-id']}`);
      return { human: `Updated ${row.id} (${row.name})`, data: row };
    }
    case 'brands list': {
      const rows = await listBrandProfiles(sql, (values.account as string | undefined) ?? null, 1000, null);
      return {
        human: rows.map((r) => `${r.id}  ${r.account_id}  ${r.name}`).join('\n') || 'No brand profiles',
        data: rows,
      };
    }
    case 'brands add-resource': {
      if (!values['brand-id']) throw new Error('--brand-id is required');
      const parsed = brandResourceSchema.safeParse({
        title: values.title,
        content: values.content,
        source_type: values['source-type'] ?? 'manual',
        source_url: values['source-url'] ?? null,
      });
      if (!parsed.success)
        throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const row = await addBrandResource(sql, values['brand-id'] as string, {
        id: newId('brr'),
        ...parsed.data,
      });
      return { human: `Added ${row.id} to ${values['brand-id']}`, data: row };
    }
    default:
      return { human: '', data: undefined };
  }
}
