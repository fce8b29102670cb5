"""Written by `npm run client:python` from the contract (scripts/client-document.ts): do not edit."""

# The billable operations (method, path template): each takes an Idempotency-Key.
BILLABLE = (
    ("POST", "/v1/copy-generations"),
    ("POST", "/v1/image-generations"),
    ("POST", "/v1/speech-generations"),
    ("POST", "/v1/campaigns"),
    ("POST", "/v1/messaging-template-drafts"),
    ("POST", "/v1/messaging-template-drafts/{draft_id}/outcomes"),
    ("POST", "/v1/ad-library/uploads"),
    ("POST", "/v1/ad-library/{id}/prepare"),
    ("POST", "/v1/ad-library/{id}/generations"),
)
