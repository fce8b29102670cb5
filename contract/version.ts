/** The contract version every response carries in Service-API-Version. */
export const API_VERSION = '2026-09-19';
export const QUOTE_VERSION = '2026-09-19.1';
