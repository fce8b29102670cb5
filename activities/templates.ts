import { buildCopyBrief, copyRequestSchema } from '../contract/copy';
import { resolveDialect } from '../contract/dialects';
import { preflight } from '../contract/template-preflight';
import type {
  PlatformPayload,
  TemplateComponent,
  TemplateDraftRequest,
  TemplateDraftResult,
} from '../contract/templates';
import type { Sql } from '../db/client';
import { insertDraft } from '../db/templates';
import { payloadHash } from '../providers/platform-graph';
import { buildTemplateBody, templateVoice } from '../providers/text/template-body';
import type { TextProvider } from '../providers/text/types';
import { translated } from './failure';
import { heartbeating } from './heartbeat';
import type { Charge } from './ledger';

export interface GenerateTemplateDraftInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: TemplateDraftRequest;
  usage: Charge;
  /** A campaign's draft is built from its first copy variant instead of being written again. */
  core?: string;
}

export interface TemplateDeps {
  sql: Sql;
  text: TextProvider;
}

export function createTemplateActivities(deps: TemplateDeps) {
  const { sql, text } = deps;

  /** MARKETING bodies are written by the text provider; UTILITY bodies carry the partner's purpose as given. */
  async function messageCore(request: TemplateDraftRequest): Promise<string> {
    if (request.category === 'UTILITY') return request.purpose;
    const brief = buildCopyBrief(
      copyRequestSchema.parse({
        description: request.purpose,
        output_language: request.output_language,
        ...(request.dialect ? { dialect: request.dialect } : {}),
        ...(request.market ? { market: request.market } : {}),
        platform: 'chat_business',
        count: 1,
        max_characters: 600,
      }),
      null,
    );
    const [first] = await heartbeating(() => text.composeCopy(brief));
    // Hashtags belong to social posts, not to a chat template.
    return (first?.content ?? request.purpose)
      .split('\n')
      .filter((line) => !/^\s*(#\S+\s*)+$/u.test(line))
      .join('\n')
      .trim();
  }

  return {
    generateTemplateDraft: (input: GenerateTemplateDraftInput) =>
      translated(async () => {
        const { request } = input;
        const { dialect, dialect_source } = resolveDialect(
          request.output_language,
          request.dialect,
          request.market,
        );
        const { body, examples, footer } = buildTemplateBody(
          request,
          templateVoice(dialect),
          input.core ?? (await messageCore(request)),
        );
        const components: TemplateComponent[] = [
          ...(request.header
            ? [{ type: 'HEADER' as const, format: 'TEXT' as const, text: request.header }]
            : []),
          {
            type: 'BODY',
            text: body,
            ...(examples.length > 0 ? { example: { body_text: [examples] } } : {}),
          },
          ...(footer ? [{ type: 'FOOTER' as const, text: footer }] : []),
          ...(request.buttons.length > 0
            ? [
                {
                  type: 'BUTTONS' as const,
                  buttons: request.buttons.map((b) =>
                    b.type === 'URL'
                      ? { type: b.type, text: b.text, url: b.url }
                      : { type: b.type, text: b.text },
                  ),
                },
              ]
            : []),
        ];
        const platformPayload: PlatformPayload = {
          name: request.name,
          language: request.language_code,
          category: request.category,
          components,
        };
        const hash = payloadHash(platformPayload);
        const compliance = preflight({
          payload: platformPayload,
          examples,
          optInContext: request.opt_in_context ?? null,
        });
        const row = await insertDraft(sql, {
          id: input.resourceId,
          account_id: input.accountId,
          request_id: input.requestId,
          name: request.name,
          category: request.category,
          language_code: request.language_code,
          platform_payload: platformPayload,
          payload_hash: hash,
          cost: input.usage.credits,
          body,
        });
        const result: TemplateDraftResult = {
          id: row.id,
          object: 'whatsapp_template_draft',
          request_id: input.requestId,
          status: 'UNSUBMITTED',
          output_language: request.output_language,
          market: request.market ?? null,
          dialect,
          dialect_source,
          external_customer_id: request.external_customer_id ?? null,
          platform_payload: platformPayload,
          payload_hash: hash,
          compliance: { ...compliance, final_decision_owner: 'PLATFORM' },
          engine_version: request.category === 'MARKETING' ? text.engineVersion : 'template-frames-1',
          usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
          created_at: row.created_at.toISOString(),
        };
        return result;
      }),
  };
}
