import { API_VERSION } from '../../contract/version';

/** What every error answer must be (contract section 7.1): problem+json with X-Request-Id and Service-API-Version. */
export function expectProblem(
  res: { status: number; headers: Headers; body: any },
  status: number,
  code: string,
): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.headers.get('x-request-id')).toMatch(/^req_[a-z2-7]{26}$/);
  expect(res.headers.get('service-api-version')).toBe(API_VERSION);
  expect(res.body).toMatchObject({
    type: `/v1/problems/${code}`,
    status,
    code,
    request_id: res.headers.get('x-request-id'),
  });
  expect(typeof res.body.title).toBe('string');
  expect(typeof res.body.detail).toBe('string');
}
