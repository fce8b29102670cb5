from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.brand_profile import BrandProfile
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    brand_profile_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/brand-profiles/{brand_profile_id}".format(
            brand_profile_id=quote(str(brand_profile_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BrandProfile | Problem | None:
    if response.status_code == 200:
        response_200 = BrandProfile.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BrandProfile | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    brand_profile_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[BrandProfile | Problem]:
    """One brand profile

    Args:
        brand_profile_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BrandProfile | Problem]
    """

    kwargs = _get_kwargs(
        brand_profile_id=brand_profile_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    brand_profile_id: str,
    *,
    client: AuthenticatedClient,
) -> BrandProfile | Problem | None:
    """One brand profile

    Args:
        brand_profile_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BrandProfile | Problem
    """

    return sync_detailed(
        brand_profile_id=brand_profile_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    brand_profile_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[BrandProfile | Problem]:
    """One brand profile

    Args:
        brand_profile_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BrandProfile | Problem]
    """

    kwargs = _get_kwargs(
        brand_profile_id=brand_profile_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    brand_profile_id: str,
    *,
    client: AuthenticatedClient,
) -> BrandProfile | Problem | None:
    """One brand profile

    Args:
        brand_profile_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BrandProfile | Problem
    """

    return (
        await asyncio_detailed(
            brand_profile_id=brand_profile_id,
            client=client,
        )
    ).parsed
