"""Idempotency keys and retries, as the service's contract allows them (hand-written: clients/python-templates).

Every client of this package sends its requests through these transports. A billable call (one that takes an
Idempotency-Key, see ``operations.BILLABLE``) without a key gets a fresh random one (UUID v4). A call that is safe to
send again (a GET, or a call with its key) is sent again, with the SAME key, when:

- no answer came: the connection was refused or reset, the server closed it before answering, or an attempt timed
  out (httpx's ``TransportError``s: ``ConnectError``, ``ReadError``, ``WriteError``, ``RemoteProtocolError``, the
  ``TimeoutException``s);
- the answer is a problem the contract says to retry after ``Retry-After``: ``request_in_progress`` (409),
  ``rate_limited`` or ``allowance_exhausted`` (429), ``service_unavailable`` (503), when Retry-After is at most 30 s.

Nothing else is retried: no other 4xx, no 500 or 502 (a new attempt could charge again where the first failed after
its charge was refunded). By default 3 retries (4 attempts), waiting 0.5 s, 1 s, 2 s (doubled, at most 8 s, ±25 %
jitter) or the Retry-After, whichever is longer. ``Retry(retries=0)`` turns retrying off.
"""

import asyncio
import json
import random
import re
import time
import uuid
from typing import Any

import httpx
from attrs import define

from .operations import BILLABLE

RETRYABLE_PROBLEMS = frozenset({"request_in_progress", "rate_limited", "allowance_exhausted", "service_unavailable"})
LONGEST_RETRY_AFTER = 30.0


def _pattern(path: str) -> re.Pattern[str]:
    """A path template's regular expression: each {parameter} one segment."""
    parts = re.split(r"(\{\w+\})", path)
    return re.compile("^" + "".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts) + "$")


_BILLABLE = [(method, _pattern(path)) for method, path in BILLABLE]


@define
class Retry:
    """How often and how patiently a client retries (see the module's docstring for what it retries)."""

    retries: int = 3
    base_delay: float = 0.5
    max_delay: float = 8.0

    def back_off(self, attempt: int, retry_after: float) -> float:
        delay = min(self.max_delay, self.base_delay * 2**attempt) * random.uniform(0.75, 1.25)
        return max(delay, retry_after)


def prepare(request: httpx.Request) -> bool:
    """Gives a billable request without a key a fresh one; whether the request may be sent again."""
    if "Idempotency-Key" not in request.headers and any(
        method == request.method and pattern.match(request.url.path) for method, pattern in _BILLABLE
    ):
        request.headers["Idempotency-Key"] = str(uuid.uuid4())
    return request.method == "GET" or "Idempotency-Key" in request.headers


def retry_after(response: httpx.Response) -> float | None:
    """Seconds to wait before the same request again, or None when the answer is final."""
    if response.status_code not in (409, 429, 503):
        return None
    try:
        code = json.loads(response.content).get("code")
    except (ValueError, AttributeError):
        return None
    if code not in RETRYABLE_PROBLEMS:
        return None
    try:
        seconds = float(response.headers.get("Retry-After", "1"))
    except ValueError:
        seconds = 1.0
    return seconds if seconds <= LONGEST_RETRY_AFTER else None


class RetryingTransport(httpx.BaseTransport):
    """Wraps a transport: keys billable requests and retries what is safe to retry (see the module's docstring)."""

    def __init__(self, transport: httpx.BaseTransport, retry: Retry) -> None:
        self._transport = transport
        self._retry = retry

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        repeatable = prepare(request)
        request.read()
        attempt = 0
        while True:
            last = not repeatable or attempt >= self._retry.retries
            try:
                response = self._transport.handle_request(request)
            except (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError):
                if last:
                    raise
                wait = 0.0
            else:
                if last:
                    return response
                response.read()
                after = retry_after(response)
                if after is None:
                    return response
                response.close()
                wait = after
            time.sleep(self._retry.back_off(attempt, wait))
            attempt += 1

    def close(self) -> None:
        self._transport.close()


class AsyncRetryingTransport(httpx.AsyncBaseTransport):
    """The asyncio twin of RetryingTransport."""

    def __init__(self, transport: httpx.AsyncBaseTransport, retry: Retry) -> None:
        self._transport = transport
        self._retry = retry

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        repeatable = prepare(request)
        await request.aread()
        attempt = 0
        while True:
            last = not repeatable or attempt >= self._retry.retries
            try:
                response = await self._transport.handle_async_request(request)
            except (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError):
                if last:
                    raise
                wait = 0.0
            else:
                if last:
                    return response
                await response.aread()
                after = retry_after(response)
                if after is None:
                    return response
                await response.aclose()
                wait = after
            await asyncio.sleep(self._retry.back_off(attempt, wait))
            attempt += 1

    async def aclose(self) -> None:
        await self._transport.aclose()


def transports(httpx_args: dict[str, Any], verify: Any, retry: Retry) -> tuple[dict[str, Any], dict[str, Any]]:
    """The httpx arguments of the sync and the async client, each with its retrying transport around the given one."""
    sync_args = {k: v for k, v in httpx_args.items() if k not in ("transport", "async_transport")}
    async_args = dict(sync_args)
    sync_args["transport"] = RetryingTransport(httpx_args.get("transport") or httpx.HTTPTransport(verify=verify), retry)
    async_args["transport"] = AsyncRetryingTransport(
        httpx_args.get("async_transport") or httpx.AsyncHTTPTransport(verify=verify), retry
    )
    return sync_args, async_args
