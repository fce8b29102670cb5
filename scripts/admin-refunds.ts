import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { refundStateSchema } from '../contract/templates';
import type { Sql } from '../db/client';
import { settingsByAccount, upsertPlatformSettings } from '../db/platform';
import { canonicalEvidenceKey, evidenceSettled, findDraft, listRefunds } from '../db/templates';
import {
  ADMIN_TEXT_MAX,
  adminText,
  denySignal,
  refundWorkflowId,
  verifySignal,
} from '../workflows/refund-messages';
import type { Config } from '../lib/config';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { temporalTls } from '../lib/temporal-tls';
import { adminTemporalAddress } from './admin-temporal';

export const REFUND_OPTIONS = {
  'app-secret': { type: 'string' },
  'verify-token': { type: 'string' },
  'access-token': { type: 'string' },
  state: { type: 'string' },
  draft: { type: 'string' },
  evidence: { type: 'string' },
  reason: { type: 'string' },
} as const;

export const REFUND_USAGE = `  platform set --account ACCOUNT_ID [--app-secret S] [--verify-token T] [--access-token A]
  platform show --account ACCOUNT_ID
  refunds list [--account ACCOUNT_ID] [--state ${refundStateSchema.exclude(['NONE']).options.join('|')}]
  refunds verify --draft DRAFT_ID --evidence TEXT     (a Temporal signal to the draft's refund workflow)
  refunds deny --draft DRAFT_ID --reason TEXT`;

type Values = Partial<Record<keyof typeof REFUND_OPTIONS | 'account', string | undefined>>;

/** SECRETS_KEY, or the one `npm run dev` generated under .data/. */
export function secretBox(config: Config) {
  const key =
    config.secretsKey ??
    (() => {
      try {
        return readFileSync(path.join(config.dev.dataDir, 'secrets-key'), 'utf8').trim();
      } catch {
        throw new Error('SECRETS_KEY is not set (and npm run dev has not generated one under .data/)');
      }
    })();
  return createSecretBox(parseSecretsKey(key));
}

async function signal(
  config: Config,
  draftId: string,
  decision: { verify: string } | { deny: string },
): Promise<void> {
  // The same TEMPORAL_TLS_* as the API and worker: a frontend that requires mTLS takes the operator's signal too.
  const connection = await Connection.connect({
    address: adminTemporalAddress(config),
    tls: temporalTls(config.temporal.tls),
  });
  try {
    const client = new Client({ connection, namespace: config.temporal.namespace });
    const handle = client.workflow.getHandle(refundWorkflowId(draftId));
    if ('verify' in decision) await handle.signal(verifySignal, { evidence: decision.verify });
    else await handle.signal(denySignal, { reason: decision.deny });
  } finally {
    await connection.close();
  }
}

/** platform and refunds commands; secrets are never printed, only whether each is set. */
export async function refundCommand(
  sql: Sql,
  config: Config,
  command: string,
  values: Values,
): Promise<{ human: string; data: unknown } | undefined> {
  const need = (name: keyof Values) => {
    const v = values[name];
    if (!v) throw new Error(`--${name} is required`);
    return v;
  };
  switch (command) {
    case 'platform set': {
      const settings = await upsertPlatformSettings(sql, secretBox(config), need('account'), {
        appSecret: values['app-secret'],
        verifyToken: values['verify-token'],
        accessToken: values['access-token'],
      });
      return {
        human: `Webhook for ${settings.accountId}: POST/GET /v1/platform-events/whatsapp/${settings.hookId}`,
        data: { hook_id: settings.hookId },
      };
    }
    case 'platform show': {
      const settings = await settingsByAccount(sql, secretBox(config), need('account'));
      if (!settings) throw new Error(`No platform settings for ${values.account}`);
      const shown = {
        account_id: settings.accountId,
        hook_id: settings.hookId,
        app_secret_set: settings.appSecret !== null,
        verify_token_set: settings.verifyToken !== null,
        access_token_set: settings.accessToken !== null,
      };
      return {
        human: Object.entries(shown)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join('\n'),
        data: shown,
      };
    }
    case 'refunds list': {
      const state = values.state ? refundStateSchema.safeParse(values.state) : undefined;
      if (state && !state.success)
        throw new Error(`--state must be one of ${refundStateSchema.options.join(', ')}`);
      const rows = await listRefunds(sql, { accountId: values.account, state: state?.data });
      return {
        human:
          rows
            .map(
              (r) =>
                `${r.id}  ${r.account_id}  ${r.refund_state}  ${r.cost}  ${r.platform_template_id ?? ''}`,
            )
            .join('\n') || 'No refunds',
        data: rows,
      };
    }
    case 'refunds verify':
    case 'refunds deny': {
      const draftId = need('draft');
      const draft = await findDraft(sql, draftId);
      if (!draft || draft.refund_state !== 'PENDING_VERIFICATION')
        throw new Error(`${draftId} has no refund awaiting verification`);
      const verify = command === 'refunds verify';
      // The workflow checks the same rules again: a raw Temporal signal can do no more than this command.
      const text = adminText(verify ? need('evidence') : need('reason'));
      if (!text)
        throw new Error(
          `--${verify ? 'evidence' : 'reason'} must be 1 to ${ADMIN_TEXT_MAX} characters of plain text`,
        );
      if (verify) {
        // Compared as folded (case, Unicode form, whitespace, punctuation), across accounts: the refund's own
        // door claims the same key (decision 030).
        const settled = await evidenceSettled(sql, canonicalEvidenceKey(`administrator:${text}`));
        if (settled && settled !== draftId)
          throw new Error(
            `This evidence already settled ${settled}; one piece of evidence settles one draft (references are compared ignoring case, spacing and punctuation)`,
          );
      }
      await signal(config, draftId, verify ? { verify: text } : { deny: text });
      const sent = verify ? verifySignal : denySignal;
      return {
        human: `Signalled ${sent.name} to ${refundWorkflowId(draftId)}`,
        data: { draft_id: draftId, workflow_id: refundWorkflowId(draftId), signal: sent.name },
      };
    }
    default:
      return undefined;
  }
}
