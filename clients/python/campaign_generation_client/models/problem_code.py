from enum import StrEnum


class ProblemCode(StrEnum):
    ALLOWANCE_EXHAUSTED = "allowance_exhausted"
    CONTENT_REJECTED = "content_rejected"
    CSRF_TOKEN_INVALID = "csrf_token_invalid"
    IDEMPOTENCY_KEY_INVALID = "idempotency_key_invalid"
    IDEMPOTENCY_KEY_MISSING = "idempotency_key_missing"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    INSUFFICIENT_CREDITS = "insufficient_credits"
    INSUFFICIENT_SCOPE = "insufficient_scope"
    INTERNAL_ERROR = "internal_error"
    INVALID_REQUEST = "invalid_request"
    METHOD_NOT_ALLOWED = "method_not_allowed"
    NOT_FOUND = "not_found"
    ORIGIN_NOT_ALLOWED = "origin_not_allowed"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    PLATFORM_TEMPLATE_ID_CLAIMED = "platform_template_id_claimed"
    PREPARATION_REQUIRED = "preparation_required"
    PROVIDER_ERROR = "provider_error"
    PROVIDER_UNAVAILABLE = "provider_unavailable"
    RANGE_NOT_SATISFIABLE = "range_not_satisfiable"
    RATE_LIMITED = "rate_limited"
    REQUEST_HEADER_FIELDS_TOO_LARGE = "request_header_fields_too_large"
    REQUEST_IN_PROGRESS = "request_in_progress"
    REQUEST_TIMEOUT = "request_timeout"
    SERVICE_UNAVAILABLE = "service_unavailable"
    SOURCE_UNREACHABLE = "source_unreachable"
    UNAUTHORIZED = "unauthorized"
    UNPROCESSABLE = "unprocessable"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"

    def __str__(self) -> str:
        return str(self.value)
