import type { RequestRow } from '../../db/requests';

/** What each operation makes, as a person reads it in a list. */
const OPERATIONS: Record<string, string> = {
  copy: 'Copy',
  image: 'Image',
  speech: 'Voice-over',
  template_draft: 'Template draft',
  campaign: 'Campaign',
  ad_prepare: 'Ad analysis',
  ad_generation: 'Ad image',
  upload: 'Upload',
};

export const operationLabel = (operation: string): string => OPERATIONS[operation] ?? operation;

const PREVIEW_MAX = 140;

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The brief's own words, where the request has them: what a person wrote, in the field that says it best. */
const BRIEF_FIELDS: ReadonlyArray<(input: Record<string, unknown>) => unknown> = [
  (i) => i.description,
  (i) => record(i.brief).description,
  // A campaign keeps its request beside its plan.
  (i) => record(record(i.request).brief).description,
  (i) => i.prompt,
  (i) => i.text,
  (i) => i.purpose,
  (i) => Object.values(record(i.template_fields)).find((v) => typeof v === 'string' && v.trim()),
  (i) => i.url,
  (i) => i.name,
];

function brief(input: unknown): string | null {
  const fields = record(input);
  for (const read of BRIEF_FIELDS) {
    const value = read(fields);
    if (typeof value === 'string' && value.trim()) return clip(value, PREVIEW_MAX);
  }
  return null;
}

function parsed(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    return record(JSON.parse(text));
  } catch {
    return {};
  }
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A few words on what the answer holds: how many variants, the image's size, the voice-over's length. */
function made(row: Pick<RequestRow, 'status' | 'response_body' | 'error'>): string | null {
  if (row.status === 'failed') return row.error?.title ?? 'failed';
  if (row.status === 'pending') return 'still running';
  const answer = parsed(row.response_body);
  const image = record(answer.image);
  const audio = record(answer.audio);
  switch (answer.object) {
    case 'copy_generation':
      return Array.isArray(answer.variants) ? plural(answer.variants.length, 'variant') : null;
    case 'image_generation':
      return typeof image.width === 'number' && typeof image.height === 'number'
        ? `${image.width}×${image.height} image`
        : null;
    case 'speech_generation':
      return typeof audio.duration_seconds === 'number'
        ? `${audio.duration_seconds.toFixed(1)} s of audio`
        : null;
    case 'whatsapp_template_draft': {
      const compliance = record(answer.compliance);
      if (compliance.ready_for_submission === true) return 'ready for submission';
      return Array.isArray(compliance.findings) ? plural(compliance.findings.length, 'finding') : null;
    }
    case 'campaign':
      return Array.isArray(answer.deliverables) ? plural(answer.deliverables.length, 'part') : null;
  }
  return null;
}

export interface RequestSummary {
  label: string;
  /** The brief as the partner wrote it, shortened; null when the request has none (an ad's analysis). */
  brief: string | null;
  made: string | null;
}

/** What a request was for and what came of it, for a line in a list: never only its id. */
export function summarizeRequest(
  row: Pick<RequestRow, 'operation' | 'input' | 'status' | 'response_body' | 'error'>,
): RequestSummary {
  return { label: operationLabel(row.operation), brief: brief(row.input), made: made(row) };
}
