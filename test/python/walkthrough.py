"""The README's walk-through through the generated Python client (clients/python), against a running stack.

test/python-client.test.ts runs it with PYTHONPATH at clients/python and the client's dependencies, and
CGS_API_URL, CGS_API_KEY (a fresh account's key), CGS_CREDITS (its balance) and CGS_RUN (a prefix for
idempotency keys). Every step reads the answers through the client's typed attributes and asserts what it reads;
a step that fails is reported and the others still run. The last line printed is one JSON object: what was read,
and the failed steps.
"""

import datetime
import json
import os
import sys
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from campaign_generation_client import AuthenticatedClient
from campaign_generation_client.api.account import get_v1_usage
from campaign_generation_client.api.campaigns import post_v1_campaigns
from campaign_generation_client.api.copy import post_v1_copy_generations
from campaign_generation_client.api.templates import (
    post_v1_messaging_template_drafts,
    post_v1_messaging_template_drafts_draft_id_outcomes,
)
from campaign_generation_client.models import (
    CampaignBrief,
    CampaignDeliverables,
    CampaignRequest,
    CopyRequest,
    CopyRequestDialect,
    CopyRequestOutputLanguage,
    CopyRequestPlatform,
    ImageDeliverable,
    Problem,
    ProblemCode,
    SpeechDeliverable,
    TemplateDraftRequest,
    TemplateDraftRequestCategory,
    TemplateDraftRequestLanguageCode,
    TemplateOutcomeRefundStatus,
    TemplateOutcomeReport,
    TemplateOutcomeReportCategory,
    TemplateOutcomeReportOutcome,
    TemplateVariable,
)
from campaign_generation_client.types import Response

API_URL = os.environ["CGS_API_URL"]
CREDITS = int(os.environ["CGS_CREDITS"])
RUN = os.environ["CGS_RUN"]
# A campaign renders an image and synthesizes speech: more than httpx's 5 s default on a loaded machine.
cgs = AuthenticatedClient(base_url=API_URL, token=os.environ["CGS_API_KEY"], timeout=httpx.Timeout(120.0))

read: dict[str, Any] = {}
failures: list[str] = []


@contextmanager
def step(name: str) -> Iterator[None]:
    try:
        yield
    except Exception as err:  # noqa: BLE001 - every failure is reported, then the next step runs
        failures.append(f"{name}: {type(err).__name__}: {err}")
        traceback.print_exc()


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise AssertionError(what)


def typed(response: Response[Any], status: int) -> Any:
    """The answer's model, when the status is the expected one and the client has a model for it."""
    expect(response.status_code == status, f"{response.status_code} instead of {status}: {response.content[:400]!r}")
    expect(response.parsed is not None, f"the client has no model for this {status} answer")
    return response.parsed


def media(url: str) -> bytes:
    answer = httpx.get(url, timeout=60.0)
    expect(answer.status_code == 200, f"GET {url}: {answer.status_code}")
    return answer.content


with step("copy"):
    copy = typed(
        post_v1_copy_generations.sync_detailed(
            client=cgs,
            idempotency_key=f"{RUN}-copy",
            body=CopyRequest(
                description="قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق.",
                market="SA",
                platform=CopyRequestPlatform.CHAT_BUSINESS,
                required_keywords=["خصم 20%"],
            ),
        ),
        201,
    )
    expect(len(copy.variants) == 3, f"{len(copy.variants)} variants")
    expect(all(v.keyword_compliance.matched_required == ["خصم 20%"] for v in copy.variants), "the required keyword")
    expect(copy.usage.credits_used == 2, f"{copy.usage.credits_used} credits")
    read["copy_variants"] = len(copy.variants)

with step("campaign"):
    campaign = typed(
        post_v1_campaigns.sync_detailed(
            client=cgs,
            idempotency_key=f"{RUN}-campaign",
            body=CampaignRequest(
                brief=CampaignBrief(
                    description="قهوة مختصة محمصة يومياً",
                    offer="خصم 20% على أول طلب",
                    market="SA",
                    call_to_action="اطلب الحين",
                ),
                deliverables=CampaignDeliverables(
                    image=ImageDeliverable(enabled=True, include_text=True),
                    speech=SpeechDeliverable(enabled=True),
                ),
            ),
        ),
        201,
    )
    expect(campaign.id.startswith("cmp_"), campaign.id)
    read["campaign_id"] = campaign.id
    # What the README promises: the copy, the image's URL and the voice-over's URL as typed attributes.
    variants = campaign.copy.variants
    expect(len(variants) == 3 and all(v.content for v in variants), f"{len(variants)} variants")
    read["campaign_copy_variants"] = len(variants)
    image_url = campaign.image.image.url
    expect(media(image_url).startswith(b"\x89PNG\r\n\x1a\n"), f"{image_url} is not a PNG")
    read["image_url"] = image_url
    speech_url = campaign.speech.audio.url
    expect(media(speech_url).startswith(b"RIFF"), f"{speech_url} is not a WAV")
    read["speech_url"] = speech_url
    expect(campaign.template_draft.id.startswith("wtd_"), campaign.template_draft.id)

with step("template draft"):
    draft = typed(
        post_v1_messaging_template_drafts.sync_detailed(
            client=cgs,
            idempotency_key=f"{RUN}-draft",
            body=TemplateDraftRequest(
                name="order_shipped",
                category=TemplateDraftRequestCategory.UTILITY,
                language_code=TemplateDraftRequestLanguageCode.AR,
                market="SA",
                purpose="نبلغك إن طلبك انشحن وبيوصلك قريب",
                customer_action_context="The customer placed an order in our app.",
                variables=[
                    TemplateVariable(name="customer_name", example="سارة"),
                    TemplateVariable(name="order_number", example="A-10452"),
                ],
                footer=True,
            ),
        ),
        201,
    )
    expect(draft.id.startswith("wtd_"), draft.id)
    expect(draft.platform_payload.category == "UTILITY", draft.platform_payload.category)
    expect(len(draft.payload_hash) == 64, draft.payload_hash)
    expect(isinstance(draft.compliance.ready_for_submission, bool), "ready_for_submission")
    read["draft_id"] = draft.id

with step("outcome report"):
    # The platform rejected the draft as it was made: the report makes it a refund candidate, nothing more. A
    # report is answered 200, the first as every repetition.
    outcome = typed(
        post_v1_messaging_template_drafts_draft_id_outcomes.sync_detailed(
            draft.id,
            client=cgs,
            idempotency_key=f"{RUN}-outcome",
            body=TemplateOutcomeReport(
                outcome=TemplateOutcomeReportOutcome.REJECTED,
                platform_template_id=str(int(datetime.datetime.now().timestamp() * 1000)),
                provider_event_id=f"{RUN}-event",
                submitted_payload_hash=draft.payload_hash,
                category=TemplateOutcomeReportCategory.UTILITY,
                reason="INVALID_FORMAT",
                occurred_at=datetime.datetime.now(datetime.timezone.utc),
            ),
        ),
        200,
    )
    expect(outcome.draft_id == draft.id and outcome.unchanged, "the report of this draft, unchanged")
    expect(not outcome.verified, "stored unverified")
    expect(outcome.refund.candidate, "a refund candidate")
    expect(outcome.refund.status == TemplateOutcomeRefundStatus.PENDING_VERIFICATION, str(outcome.refund.status))
    read["refund_status"] = outcome.refund.status.value

with step("usage"):
    usage = typed(get_v1_usage.sync_detailed(client=cgs, limit=5), 200)
    # Copy 2, the campaign 11 (copy 2, image 4, speech 5, its draft free), the draft 2.
    expect(usage.balance == CREDITS - 2 - 11 - 2, f"balance {usage.balance}")
    expect(len(usage.requests) >= 3, f"{len(usage.requests)} requests")
    read["balance"] = usage.balance

with step("problem: an English request that names a dialect"):
    problem = typed(
        post_v1_copy_generations.sync_detailed(
            client=cgs,
            idempotency_key=f"{RUN}-bad",
            body=CopyRequest(
                description="Fresh dates",
                output_language=CopyRequestOutputLanguage.EN,
                dialect=CopyRequestDialect.SAUDI,
            ),
        ),
        400,
    )
    expect(isinstance(problem, Problem), type(problem).__name__)
    expect(problem.code == ProblemCode.INVALID_REQUEST, str(problem.code))
    expect("/dialect" in [error.pointer for error in problem.errors], str(problem.errors))
    read["problem_400"] = problem.code.value

with step("problem: a key the service does not know"):
    stranger = AuthenticatedClient(base_url=API_URL, token="cgs_not_a_key")
    problem = typed(get_v1_usage.sync_detailed(client=stranger), 401)
    expect(isinstance(problem, Problem), type(problem).__name__)
    expect(problem.code == ProblemCode.UNAUTHORIZED, str(problem.code))
    read["problem_401"] = problem.code.value

print(json.dumps({"read": read, "failures": failures}, ensure_ascii=False))
sys.exit(1 if failures else 0)
