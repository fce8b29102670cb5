import { html } from '../../api/dashboard/html';
import { contentSecurityPolicy } from '../../api/dashboard/layout';
import { copyView } from '../../api/dashboard/copy-view';
import { draftView } from '../../api/dashboard/draft-view';
import { languageTag, written } from '../../api/dashboard/generated-text';
import { mediaSource } from '../../api/dashboard/media-view';
import { renderSections, requestSections } from '../../api/dashboard/request-page';
import type { CopyResult } from '../../contract/copy';
import { buildProblem } from '../../contract/errors';
import type { TemplateDraftResult } from '../../contract/templates';
import type { RequestRow } from '../../db/requests';
import { loadConfig } from '../../lib/config';
import { mediaOrigin } from '../../storage';

const HOSTILE = `<script>alert("x")</script>' onmouseover='x`;

function copyResult(
  variants: Array<{ content: string; angle: string; call_to_action: string | null }>,
): CopyResult {
  return {
    id: 'cpy_x',
    object: 'copy_generation',
    status: 'completed',
    request_id: 'req_x',
    external_id: null,
    external_customer_id: null,
    metadata: {},
    type: 'ad_copy',
    output_language: 'ar',
    market: 'KW',
    dialect: 'gulf',
    dialect_source: 'market',
    platform: 'photo_social',
    variants: variants.map((v, i) => ({
      ...v,
      index: i + 1,
      recommended: i === 0,
      keyword_compliance: { passed: true, matched_required: [], missing_required: [], matched_excluded: [] },
    })),
    keyword_policy: { preferred: [], required: [], excluded: [], enforced: true },
    controls: {
      count: variants.length,
      max_characters: null,
      framework: null,
      audience: null,
      target_audience: null,
      tone: null,
      call_to_action: null,
      brand_profile_id: null,
    },
    engine_version: 'test',
    usage: { credits_used: 2, balance_after: 10 },
    saved_to: 'api_request',
  };
}

function draft(body: string, examples: string[]): TemplateDraftResult {
  return {
    id: 'wtd_x',
    object: 'whatsapp_template_draft',
    request_id: 'req_x',
    status: 'UNSUBMITTED',
    output_language: 'ar',
    market: 'EG',
    dialect: 'egyptian',
    dialect_source: 'explicit',
    external_customer_id: null,
    platform_payload: {
      name: 'order_update',
      language: 'ar_EG',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: body, example: { body_text: [examples] } }],
    },
    payload_hash: 'a'.repeat(64),
    compliance: {
      ready_for_submission: true,
      findings: [
        { code: 'example_special_characters', severity: 'warning', path: '/components/0', message: HOSTILE },
      ],
      final_decision_owner: 'PLATFORM',
    },
    engine_version: 'test',
    usage: { credits_used: 0, balance_after: 10 },
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

function row(fields: Partial<RequestRow>): RequestRow {
  return {
    id: 'req_aaaaaaaaaaaaaaaaaaaaaaaaaa',
    account_id: 'acc_x',
    operation: 'copy',
    resource_id: 'cpy_x',
    idempotency_key: 'k',
    request_hash: 'h',
    input: {},
    credits: 2,
    status: 'completed',
    http_status: 201,
    response_body: null,
    error: null,
    quality_findings: null,
    credits_charged: 2,
    credits_refunded: 0,
    created_at: new Date('2025-01-01T00:00:00Z'),
    completed_at: new Date('2025-01-01T00:00:01Z'),
    expires_at: new Date('2025-01-31T00:00:00Z'),
    ...fields,
  };
}

const page = (r: RequestRow) => renderSections(requestSections(r, mediaSource(null))).value;

test('Arabic text takes its dialect’s country, or the market’s when the dialect is spoken in several', () => {
  expect(languageTag('ar', 'egyptian', null)).toBe('ar-EG');
  expect(languageTag('ar', 'saudi', 'EG')).toBe('ar-SA');
  expect(languageTag('ar', 'gulf', 'KW')).toBe('ar-KW');
  expect(languageTag('ar', 'gulf', 'SA')).toBe('ar');
  expect(languageTag('ar', 'classical', 'EG')).toBe('ar');
  expect(languageTag('en', 'none', 'SA')).toBe('en');
});

test('generated text is escaped, keeps its lines, and reads right to left when Arabic', () => {
  expect(written(`سطر\n${HOSTILE}`, 'ar-EG', 'p', 'x').value).toBe(
    '<p class="x" dir="rtl" lang="ar-EG">سطر<br />&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#39;x</p>',
  );
  // A Latin label in an Arabic answer keeps its own direction and claims no Arabic.
  expect(written('faithful_conversion', 'ar', 'span', 'angle').value).toBe(
    '<span class="angle" dir="auto">faithful_conversion</span>',
  );
});

test('copy variants show their text, angle and call to action, escaped', () => {
  const out = copyView(
    copyResult([{ content: `عرض ${HOSTILE}`, angle: 'الفايدة', call_to_action: 'اطلب الحين' }]),
  ).value;
  expect(out).not.toContain('<script>');
  expect(out).toContain('class="variant-text" dir="rtl" lang="ar-KW">عرض &lt;script&gt;');
  expect(out).toContain('class="angle" dir="rtl" lang="ar-KW">الفايدة</span>');
  expect(out).toContain('class="cta" dir="rtl" lang="ar-KW">اطلب الحين</span>');
});

test('a draft marks each placeholder with its example, and nothing of its text or findings becomes markup', () => {
  const out = draftView(draft(`أهلاً {{1}}،\nطلبك {{2}} ${HOSTILE}`, ['سارة', '"><img src=x>'])).value;
  expect(out).not.toContain('<script>');
  expect(out).not.toContain('<img src=x>');
  expect(out).toMatch(/<mark\s+class="placeholder"\s+dir="ltr"\s+title="Example: سارة"\s*>\{\{1\}\}<\/mark/);
  expect(out).toContain('title="Example: &quot;&gt;&lt;img src=x&gt;"');
  expect(out).toContain('<br />');
  expect(out).toContain('<div class="message" dir="rtl" lang="ar-EG">');
  expect(out).toContain('example_special_characters');
});

test('a failed request shows its problem; an answer of another kind is left to its JSON', () => {
  const problem = buildProblem('insufficient_credits', `Not enough credits ${HOSTILE}`, 'req_x');
  const failed = page(
    row({ status: 'failed', http_status: 402, error: problem, response_body: JSON.stringify(problem) }),
  );
  expect(failed).toContain('role="alert"');
  expect(failed).toContain('<code>insufficient_credits</code>');
  expect(failed).not.toContain('<script>');
  const other = page(row({ response_body: JSON.stringify({ object: 'upload', storage_id: 'upl_x' }) }));
  expect(other).toContain('shown as JSON below');
  expect(other).toContain('&quot;upload&quot;');
  expect(page(row({ status: 'pending', http_status: null }))).toContain('still running');
});

test('the policy adds media only to pages that show it, from this API and the configured GCS origin', () => {
  expect(contentSecurityPolicy(null)).toBe(
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  );
  expect(contentSecurityPolicy({ origin: null })).toContain("img-src 'self' data:; media-src 'self';");
  const gcs = contentSecurityPolicy({ origin: 'https://storage.googleapis.com' });
  expect(gcs).toContain(
    "img-src 'self' https://storage.googleapis.com data:; media-src 'self' https://storage.googleapis.com;",
  );
  for (const policy of [contentSecurityPolicy(null), gcs]) expect(policy).not.toMatch(/\*|script-src|unsafe/);
});

test('the media origin comes from the configuration: none for the local store, the bucket’s host for GCS', () => {
  const gcs = { MEDIA_STORE: 'gcs', GCS_BUCKET: 'cgs-media' };
  expect(mediaOrigin(loadConfig({}))).toBeNull();
  expect(mediaOrigin(loadConfig(gcs))).toBe('https://storage.googleapis.com');
  expect(
    mediaOrigin(
      loadConfig({ ...gcs, GCS_URL_MODE: 'public', GCS_PUBLIC_BASE_URL: 'https://cdn.example.com/m' }),
    ),
  ).toBe('https://cdn.example.com');
  // Signed URLs are made for the client's endpoint, whatever the public base says.
  expect(
    mediaOrigin(
      loadConfig({
        ...gcs,
        GCS_API_ENDPOINT: 'http://127.0.0.1:4443',
        GCS_PUBLIC_BASE_URL: 'https://cdn.example.com',
      }),
    ),
  ).toBe('http://127.0.0.1:4443');
});

test('with the local store, media keys load from this API whatever host their URL names', () => {
  const key = `img/${'a'.repeat(26)}.png`;
  const local = mediaSource(null);
  expect(local(`http://10.0.0.5:8080/media/${key}`)).toBe(`/media/${key}`);
  expect(local('https://example.com/media/../../etc/passwd')).toBe(
    'https://example.com/media/../../etc/passwd',
  );
  expect(local('not a url')).toBe('not a url');
  const signed = `https://storage.googleapis.com/cgs-media/${key}?X-Goog-Signature=abc`;
  expect(mediaSource('https://storage.googleapis.com')(signed)).toBe(signed);
});

test('a page is its sections in order; a section with nothing to show leaves nothing behind', () => {
  const out = renderSections([
    { id: 'first', title: null, body: html`<p>one</p>` },
    null,
    { id: 'deliveries', title: 'Webhook deliveries of this request', body: html`<p>two</p>` },
  ]).value.replace(/\s+/g, ' ');
  expect(out).toBe(
    '<section id="first" class="page-section"> <p>one</p> </section><section id="deliveries" class="page-section"> <h2>Webhook deliveries of this request</h2><p>two</p> </section>',
  );
});
