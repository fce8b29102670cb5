"""The Python client's own idempotency keys and retries, against a running stack (test/python-client.test.ts).

Environment: CGS_API_URL (the API), CGS_PROXY_URL and CGS_ASYNC_PROXY_URL (each a proxy in front of it that resets
its first connection once the request has reached the API), CGS_API_KEY (a fresh account's key). The last line
printed is one JSON object: what was read.
"""

import asyncio
import json
import os
import pkgutil

import campaign_generation_client.api as api
import campaign_generation_client.models as models
import httpx
from campaign_generation_client import AuthenticatedClient, Retry
from campaign_generation_client.api.copy import post_v1_copy_generations
from campaign_generation_client.models import CampaignRequest, CopyGenerationResult, CopyRequest, SpeechDeliverable

KEY = os.environ["CGS_API_KEY"]
BODY = CopyRequest(description="قهوة مختصة محمصة يومياً في الرياض", market="SA")
read: dict[str, object] = {}


def client(url: str) -> AuthenticatedClient:
    return AuthenticatedClient(base_url=url, token=KEY, timeout=httpx.Timeout(60.0), retry=Retry(base_delay=0.05))


def outcome(response) -> dict[str, object]:
    parsed = response.parsed
    return {
        "status": response.status_code,
        "replayed": response.headers.get("Idempotent-Replayed"),
        "credits_used": parsed.usage.credits_used if isinstance(parsed, CopyGenerationResult) else None,
    }


# No key from the caller: the client makes one.
read["direct"] = outcome(post_v1_copy_generations.sync_detailed(client=client(os.environ["CGS_API_URL"]), body=BODY))
# The first connection is reset after the request reached the API: the client sends it again, same key.
read["proxied"] = outcome(post_v1_copy_generations.sync_detailed(client=client(os.environ["CGS_PROXY_URL"]), body=BODY))


async def proxied_async() -> dict[str, object]:
    async with client(os.environ["CGS_ASYNC_PROXY_URL"]) as cgs:
        return outcome(await post_v1_copy_generations.asyncio_detailed(client=cgs, body=BODY))


read["proxied_async"] = asyncio.run(proxied_async())


def attempts(path: str, *answers: httpx.Response | Exception) -> list[str | None]:
    """The Idempotency-Key of each attempt at POST path, the service played by a script of answers."""
    keys: list[str | None] = []

    def handler(request: httpx.Request) -> httpx.Response:
        keys.append(request.headers.get("Idempotency-Key"))
        answer = answers[len(keys) - 1]
        if isinstance(answer, Exception):
            raise answer
        return answer

    cgs = AuthenticatedClient(
        base_url="http://cgs.test",
        token=KEY,
        retry=Retry(base_delay=0.01),
        httpx_args={"transport": httpx.MockTransport(handler)},
    )
    try:
        cgs.get_httpx_client().post(path, json={})
    except httpx.TransportError:
        keys.append("raised")
    return keys


def problem(status: int, code: str, retry_after: str = "0") -> httpx.Response:
    return httpx.Response(status, json={"code": code, "status": status}, headers={"Retry-After": retry_after})


done = httpx.Response(201, json={})
refused = httpx.ConnectError("refused")
read["scripted"] = {
    "refused twice": attempts("/v1/copy-generations", refused, refused, done),
    "refused four times": attempts("/v1/copy-generations", refused, refused, refused, refused),
    "request_in_progress": attempts("/v1/campaigns", problem(409, "request_in_progress"), done),
    "rate_limited": attempts("/v1/campaigns", problem(429, "rate_limited"), done),
    "service_unavailable": attempts("/v1/campaigns", problem(503, "service_unavailable"), done),
    "allowance in an hour": attempts("/v1/ad-library/ad_x/prepare", problem(429, "allowance_exhausted", "3600"), done),
    "internal_error": attempts("/v1/campaigns", problem(500, "internal_error"), done),
    "idempotency_key_reused": attempts("/v1/campaigns", problem(409, "idempotency_key_reused"), done),
    "quote refused": attempts("/v1/quote", refused, done),
}
# Operations by tag, models by title.
read["tag_modules"] = sorted(m.name for m in pkgutil.iter_modules(api.__path__))
read["models_named_by_path"] = [n for n in models.__all__ if n.startswith(("GetV1", "PostV1", "DeleteV1"))]
read["readable_models"] = [m.__name__ for m in (CampaignRequest, SpeechDeliverable, CopyGenerationResult)]
print(json.dumps(read, ensure_ascii=False))
