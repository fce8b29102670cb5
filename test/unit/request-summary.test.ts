import { summarizeRequest } from '../../api/dashboard/request-summary';
import { buildProblem } from '../../contract/errors';
import type { RequestRow } from '../../db/requests';

type Row = Pick<RequestRow, 'operation' | 'input' | 'status' | 'response_body' | 'error'>;
const row = (
  operation: string,
  input: unknown,
  answer: unknown,
  status: Row['status'] = 'completed',
): Row => ({
  operation,
  input,
  status,
  response_body: answer === null ? null : JSON.stringify(answer),
  error: null,
});

test('each kind of request is named and shown by its brief and what it made', () => {
  expect(
    summarizeRequest(
      row(
        'copy',
        { description: 'قهوة مختصة محمصة يومياً في الرياض.' },
        {
          object: 'copy_generation',
          variants: [{}, {}, {}],
        },
      ),
    ),
  ).toEqual({ label: 'Copy', brief: 'قهوة مختصة محمصة يومياً في الرياض.', made: '3 variants' });
  expect(
    summarizeRequest(
      row(
        'image',
        { prompt: 'Iced karak tea' },
        { object: 'image_generation', image: { width: 928, height: 1152 } },
      ),
    ),
  ).toEqual({ label: 'Image', brief: 'Iced karak tea', made: '928×1152 image' });
  expect(
    summarizeRequest(
      row(
        'speech',
        { text: 'قهوتك جاهزة' },
        { object: 'speech_generation', audio: { duration_seconds: 2.46 } },
      ),
    ),
  ).toEqual({ label: 'Voice-over', brief: 'قهوتك جاهزة', made: '2.5 s of audio' });
  expect(
    summarizeRequest(
      row(
        'template_draft',
        { name: 'order_shipped', purpose: 'طلبك انشحن' },
        {
          object: 'whatsapp_template_draft',
          compliance: { ready_for_submission: false, findings: [{}] },
        },
      ),
    ),
  ).toEqual({ label: 'Template draft', brief: 'طلبك انشحن', made: '1 finding' });
  // A campaign's input keeps the request beside its plan.
  expect(
    summarizeRequest(
      row(
        'campaign',
        { request: { brief: { description: 'Specialty coffee' } }, plan: {} },
        {
          object: 'campaign',
          deliverables: [{}, {}, {}, {}],
        },
      ),
    ),
  ).toEqual({ label: 'Campaign', brief: 'Specialty coffee', made: '4 parts' });
  expect(summarizeRequest(row('ad_prepare', { ad_id: 'ad_1', locale: 'ar' }, null, 'pending'))).toEqual({
    label: 'Ad analysis',
    brief: null,
    made: 'still running',
  });
});

test('a failed request says its problem; a long brief is shortened to one line', () => {
  const failed = {
    ...row('copy', { description: `${'عطور عربية فاخرة\n'.repeat(30)}` }, null, 'failed'),
    error: buildProblem('insufficient_credits', 'The balance is 1 credit.', 'req_x'),
  };
  const { brief, made } = summarizeRequest(failed);
  expect(made).toBe(failed.error.title);
  expect(brief!.length).toBe(140);
  expect(brief!.endsWith('…')).toBe(true);
  expect(brief).not.toContain('\n');
});

test('an answer it cannot read, or an unknown operation, still gives a line', () => {
  expect(
    summarizeRequest(row('ad_generation', { template_fields: { headline: 'خصم 20%' } }, 'not json')),
  ).toEqual({
    label: 'Ad image',
    brief: 'خصم 20%',
    made: null,
  });
  const broken = { ...row('copy', 'a string', null), response_body: '{"object":' };
  expect(summarizeRequest(broken)).toEqual({ label: 'Copy', brief: null, made: null });
  expect(summarizeRequest(row('something_new', {}, null)).label).toBe('something_new');
});
