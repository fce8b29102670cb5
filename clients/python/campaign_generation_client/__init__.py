"""A client library for accessing Campaign Generation Service"""

from .client import AuthenticatedClient, Client
from .retries import Retry

__all__ = (
    "AuthenticatedClient",
    "Client",
    "Retry",
)
