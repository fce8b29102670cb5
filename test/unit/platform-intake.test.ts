import { ServiceError } from '../../contract/errors';
import { readDelivery } from '../../refunds/intake';

/*
 * The platform's webhook read as the intake reads it (decision 031): what the caps count, and identical changes of
 * one delivery kept once.
 */
const change = (id: string, event = 'REJECTED', reason = 'INVALID_FORMAT') => ({
  field: 'message_template_status_update',
  value: {
    event,
    message_template_id: id,
    message_template_name: 'order_shipped',
    message_template_language: 'ar',
    reason,
  },
});
const body = (entries: Array<{ time: number; changes: unknown[] }>) =>
  Buffer.from(
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: entries.map((e) => ({ id: '102290129340398', ...e })),
    }),
  );

describe('reading a platform delivery', () => {
  it('keeps one of identical changes (their time aside), the last; different events, reasons or templates stay apart', () => {
    const flood = Array.from({ length: 300 }, (_, i) => ({
      time: 1_700_000_000 + i,
      changes: [change('9001')],
    }));
    const raw = body([
      ...flood,
      {
        time: 1_700_000_500,
        changes: [change('9001', 'PENDING'), change('9001', 'REJECTED', 'PROMOTIONAL')],
      },
      {
        time: 1_700_000_600,
        changes: [change('9002'), { field: 'message_template_quality_update', value: {} }],
      },
    ]);
    const read = readDelivery(raw, 1000);
    expect(read).toMatchObject({ carried: 304, statusChanges: 303 });
    expect(read.changes.map((c) => [c.platformTemplateId, c.event, c.reason])).toEqual([
      ['9001', 'REJECTED', 'INVALID_FORMAT'],
      ['9001', 'PENDING', 'INVALID_FORMAT'],
      ['9001', 'REJECTED', 'PROMOTIONAL'],
      ['9002', 'REJECTED', 'INVALID_FORMAT'],
    ]);
    // The last of the flood, so that the same delivery again keeps the same change, under the same key.
    const last = readDelivery(body([flood.at(-1)!]), 1000).changes[0]!;
    expect(read.changes[0]!.dedupeKey).toBe(last.dedupeKey);
    expect(readDelivery(raw, 1000)).toEqual(read);
    expect(new Set(read.changes.map((c) => c.dedupeKey)).size).toBe(4);
  });

  it('refuses a delivery carrying more changes than the cap, whatever their field: 413', () => {
    const raw = body([
      { time: 1, changes: [change('9001'), change('9002')] },
      { time: 2, changes: [{ field: 'message_template_quality_update', value: {} }] },
    ]);
    expect(readDelivery(raw, 3).carried).toBe(3);
    let refused: unknown;
    try {
      readDelivery(raw, 2);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({
      code: 'payload_too_large',
      status: 413,
      message: expect.stringMatching(/^The delivery carries 3 changes; a delivery may carry at most 2/),
    });
  });
});
