"""Rules of the API that JSON Schema cannot state, kept out of schemathesis' schema-valid (positive) bodies.

Each one mirrors a validator (named below); a body that breaks one is refused with 400 although the document's
schema allows it, so schemathesis must not offer it as valid data. Bodies are filtered, never altered.
"""

import re
import unicodedata

import schemathesis

# contract/text.ts hasVisibleText: after removing format characters and the blank fillers, at least one letter,
# number, punctuation mark or symbol. Python's Unicode database can be older than Node's: a character it does not
# know counts as invisible, which only filters more.
INVISIBLE = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"}


def visible(text):
    return any(
        unicodedata.category(ch)[0] in "LNPS" for ch in text if ch not in INVISIBLE and unicodedata.category(ch) != "Cf"
    )


# contract/normalize.ts normalizeForMatch: NFKC, no Arabic marks or tatweel, lower case, whitespace collapsed.
ARABIC_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")


def normalized(text):
    return " ".join(ARABIC_MARKS.sub("", unicodedata.normalize("NFKC", text)).lower().split())


ARABIC_LETTER = re.compile("[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]")
LATIN_LETTER = re.compile("[A-Za-z\u00c0-\u024f]")


def arabic_share(text):
    arabic = len(ARABIC_LETTER.findall(text))
    latin = len(LATIN_LETTER.findall(text))
    return None if arabic + latin == 0 else arabic / (arabic + latin)


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)


def lists_ok(body, lists, excluded):
    """Items unique once normalized (common.ts uniqueList), and none also in the excluded list."""
    if not isinstance(body, dict):
        return True
    for name in [*lists, excluded]:
        items = body.get(name)
        if isinstance(items, list) and all(isinstance(i, str) for i in items):
            if len({normalized(i) for i in items}) != len(items):
                return False
    banned = {normalized(i) for i in body.get(excluded) or [] if isinstance(i, str)}
    return not any(normalized(i) in banned for name in lists for i in body.get(name) or [] if isinstance(i, str))


@schemathesis.hook
def filter_body(context, body):
    # Every non-empty text the API checks for visibility (descriptions, prompts, keywords, contexts...). Fields that
    # take blank text (tone, call_to_action) lose nothing but a few of their blank examples.
    if any(s and not visible(s) for s in strings(body)):
        return False
    if not isinstance(body, dict):
        return True
    path = context.operation.path if context.operation else ""
    if path == "/v1/copy-generations":
        if not lists_ok(body, ["keywords", "required_keywords"], "excluded_keywords"):
            return False
        if body.get("type") == "dialect_conversion":
            # copy.ts: the text converted is Arabic, and the target dialect differs from the source.
            if (arabic_share(body.get("description") or "") or 0) < 0.5:
                return False
            if body.get("source_dialect") == body.get("target_dialect"):
                return False
    if path == "/v1/image-generations":
        if not lists_ok(body, ["visual_keywords"], "excluded_visuals"):
            return False
        # images.ts: the logo is no reference image as well.
        if body.get("logo_storage_id") and body.get("logo_storage_id") in (body.get("reference_storage_ids") or []):
            return False
    if path == "/v1/campaigns":
        brief = body.get("brief") if isinstance(body.get("brief"), dict) else {}
        image = (body.get("deliverables") or {}).get("image") or {}
        if not lists_ok(brief, ["keywords", "required_keywords"], "excluded_keywords"):
            return False
        if not lists_ok(image, ["visual_keywords"], "excluded_visuals"):
            return False
        if image.get("logo_storage_id") and image.get("logo_storage_id") in (image.get("reference_storage_ids") or []):
            return False
        # campaigns.ts: the picture's prompt is the description's first 2000 characters; its overlay text, when
        # the image options give none, the call to action or the offer (both then need visible text).
        if image.get("enabled") is True:
            if not visible((brief.get("description") or "")[:2000]):
                return False
    if path == "/v1/messaging-template-drafts":
        # templates.ts: variable names unique; an example has no newline, tab or four spaces; at most 2 URL buttons.
        variables = body.get("variables") or []
        names = [v.get("name") for v in variables if isinstance(v, dict)]
        if len(set(names)) != len(names):
            return False
        if any(re.search(r"[\n\t]| {4}", v.get("example") or "") for v in variables if isinstance(v, dict)):
            return False
        buttons = body.get("buttons") or []
        if len([b for b in buttons if isinstance(b, dict) and b.get("type") == "URL"]) > 2:
            return False
    return True


@schemathesis.hook
def filter_query(context, query):
    # api/routes/ad-library.ts: brief and q are two ways to search, never sent together (400).
    path = context.operation.path if context.operation else ""
    if path == "/v1/ad-library" and isinstance(query, dict) and "q" in query and "brief" in query:
        return False
    return True
