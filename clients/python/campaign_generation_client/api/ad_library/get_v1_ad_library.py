from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ad_industry import AdIndustry
from ...models.ad_list import AdList
from ...models.ad_locale import AdLocale
from ...models.ad_sector import AdSector
from ...models.ad_style import AdStyle
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    id: str | Unset = UNSET,
    q: str | Unset = UNSET,
    brief: str | Unset = UNSET,
    locale: AdLocale | Unset = UNSET,
    limit: int | Unset = UNSET,
    page: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    industry: AdIndustry | Unset = UNSET,
    sector: AdSector | Unset = UNSET,
    style: AdStyle | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["id"] = id

    params["q"] = q

    params["brief"] = brief

    json_locale: str | Unset = UNSET
    if not isinstance(locale, Unset):
        json_locale = locale.value

    params["locale"] = json_locale

    params["limit"] = limit

    params["page"] = page

    params["offset"] = offset

    json_industry: str | Unset = UNSET
    if not isinstance(industry, Unset):
        json_industry = industry.value

    params["industry"] = json_industry

    json_sector: str | Unset = UNSET
    if not isinstance(sector, Unset):
        json_sector = sector.value

    params["sector"] = json_sector

    json_style: str | Unset = UNSET
    if not isinstance(style, Unset):
        json_style = style.value

    params["style"] = json_style

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/ad-library",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdList | Problem | None:
    if response.status_code == 200:
        response_200 = AdList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    q: str | Unset = UNSET,
    brief: str | Unset = UNSET,
    locale: AdLocale | Unset = UNSET,
    limit: int | Unset = UNSET,
    page: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    industry: AdIndustry | Unset = UNSET,
    sector: AdSector | Unset = UNSET,
    style: AdStyle | Unset = UNSET,
) -> Response[AdList | Problem]:
    """Search the ad library

    Args:
        id (str | Unset):
        q (str | Unset):
        brief (str | Unset):
        locale (AdLocale | Unset):
        limit (int | Unset):
        page (int | Unset):
        offset (int | Unset):
        industry (AdIndustry | Unset):
        sector (AdSector | Unset):
        style (AdStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdList | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        q=q,
        brief=brief,
        locale=locale,
        limit=limit,
        page=page,
        offset=offset,
        industry=industry,
        sector=sector,
        style=style,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    q: str | Unset = UNSET,
    brief: str | Unset = UNSET,
    locale: AdLocale | Unset = UNSET,
    limit: int | Unset = UNSET,
    page: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    industry: AdIndustry | Unset = UNSET,
    sector: AdSector | Unset = UNSET,
    style: AdStyle | Unset = UNSET,
) -> AdList | Problem | None:
    """Search the ad library

    Args:
        id (str | Unset):
        q (str | Unset):
        brief (str | Unset):
        locale (AdLocale | Unset):
        limit (int | Unset):
        page (int | Unset):
        offset (int | Unset):
        industry (AdIndustry | Unset):
        sector (AdSector | Unset):
        style (AdStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdList | Problem
    """

    return sync_detailed(
        client=client,
        id=id,
        q=q,
        brief=brief,
        locale=locale,
        limit=limit,
        page=page,
        offset=offset,
        industry=industry,
        sector=sector,
        style=style,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    q: str | Unset = UNSET,
    brief: str | Unset = UNSET,
    locale: AdLocale | Unset = UNSET,
    limit: int | Unset = UNSET,
    page: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    industry: AdIndustry | Unset = UNSET,
    sector: AdSector | Unset = UNSET,
    style: AdStyle | Unset = UNSET,
) -> Response[AdList | Problem]:
    """Search the ad library

    Args:
        id (str | Unset):
        q (str | Unset):
        brief (str | Unset):
        locale (AdLocale | Unset):
        limit (int | Unset):
        page (int | Unset):
        offset (int | Unset):
        industry (AdIndustry | Unset):
        sector (AdSector | Unset):
        style (AdStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdList | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        q=q,
        brief=brief,
        locale=locale,
        limit=limit,
        page=page,
        offset=offset,
        industry=industry,
        sector=sector,
        style=style,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    q: str | Unset = UNSET,
    brief: str | Unset = UNSET,
    locale: AdLocale | Unset = UNSET,
    limit: int | Unset = UNSET,
    page: int | Unset = UNSET,
    offset: int | Unset = UNSET,
    industry: AdIndustry | Unset = UNSET,
    sector: AdSector | Unset = UNSET,
    style: AdStyle | Unset = UNSET,
) -> AdList | Problem | None:
    """Search the ad library

    Args:
        id (str | Unset):
        q (str | Unset):
        brief (str | Unset):
        locale (AdLocale | Unset):
        limit (int | Unset):
        page (int | Unset):
        offset (int | Unset):
        industry (AdIndustry | Unset):
        sector (AdSector | Unset):
        style (AdStyle | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            id=id,
            q=q,
            brief=brief,
            locale=locale,
            limit=limit,
            page=page,
            offset=offset,
            industry=industry,
            sector=sector,
            style=style,
        )
    ).parsed
