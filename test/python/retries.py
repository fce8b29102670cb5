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
# Operations by tag, models by title.
read["tag_modules"] = sorted(m.name for m in pkgutil.iter_modules(api.__path__))
read["models_named_by_path"] = [n for n in models.__all__ if n.startswith(("GetV1", "PostV1", "DeleteV1"))]
read["readable_models"] = [m.__name__ for m in (CampaignRequest, SpeechDeliverable, CopyGenerationResult)]
print(json.dumps(read, ensure_ascii=False))
