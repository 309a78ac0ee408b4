/** The version of the published API contract (OpenAPI `info.version`, `GET /v1/meta/stack`). */
export const CONTRACT_VERSION = '1.0';
