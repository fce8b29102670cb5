/** One JSON POST of the bench with a bearer key and an Idempotency-Key; fails on any other status than expected. */
export async function postJson<T = unknown>(
  url: string,
  key: string,
  idempotencyKey: string,
  body: unknown,
  expected = (status: number) => status < 300,
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'idempotency-key': idempotencyKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!expected(res.status)) throw new Error(`${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}
