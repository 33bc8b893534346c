// Public API of @sealens/api: typed clients for the six bases, the HTTP session rules of spec §7-§8
// as middleware, the events they raise, typed errors and response validation.

export { createApiClients, apiBaseUrls, DEFAULT_APP, DEFAULT_PRODUCT, DEFAULT_API_KEY } from './create-api-clients';
export type { ApiClients, ApiClientsOptions, TokenProvider } from './create-api-clients';
export type { ApiPathsByBase } from './api-paths';

export { createApiEvents } from './api-events';
export type { ApiEvents, ApiEventMap, ApiEventName, ApiEventHandler } from './api-events';
export { API_MESSAGES } from './api-messages';
export type { ApiMessageId } from './api-messages';

export {
  ApiError,
  ApiTimeoutError,
  ApiHttpError,
  ApiBlockedError,
  ApiResponseShapeError,
  ApiBusinessError,
} from './api-errors';

export * from './api-constants';
export * from './api-headers';
export { AUTH_RULES, DEFAULT_AUTH_RULE, authRuleFor } from './auth-rules';
export type { ApiBase, AuthMode, AuthRule, RuleKey } from './auth-rules';
export { ERROR_CATALOGUE, ERROR_CATALOGUE_ROWS } from './error-catalogue';
export type { CatalogueRow, CatalogueRowId, RaisedEvent, ResponseFacts } from './error-catalogue';

export { createTimeoutMiddleware } from './middleware/timeout';
export type { TimeoutOptions, TimeoutTimers } from './middleware/timeout';
export { createAntiRiskHeadersMiddleware } from './middleware/anti-risk-headers';
export type { AntiRiskOptions } from './middleware/anti-risk-headers';
export { createAuthHeadersMiddleware } from './middleware/auth-headers';
export type { AuthHeadersOptions, CallAuthOptions } from './middleware/auth-headers';
export { createErrorCatalogueMiddleware } from './middleware/error-catalogue-middleware';
export type { ErrorCatalogueOptions } from './middleware/error-catalogue-middleware';

export { parseResponse, readResponse } from './parse-response';
export type { FetchResult } from './parse-response';
export * from './schemas';

export type { components as IdentityComponents } from './generated/identity';
export type { components as DistributionComponents } from './generated/distribution';
export type { components as PaymentComponents } from './generated/payment';
export type { components as PromoteComponents } from './generated/promote';
export type { components as ReportComponents } from './generated/report';
export type { components as MainComponents } from './generated/main';
export type { components as WorkbenchComponents } from './generated/workbench';
