import { type RequestOptions, request } from './http';
import { type TokenResponse, TokenSchema } from './schemas/auth';

/** Integration credentials; omitted when the dev/preview proxy adds them on the way. */
export interface IntegrationCredentials {
  clientId: string;
  clientSecret: string;
}

export interface PasswordGrant {
  username: string;
  password: string;
  integration?: IntegrationCredentials;
}

function integrationFields(integration?: IntegrationCredentials): Record<string, string> {
  return integration ? { client_id: integration.clientId, client_secret: integration.clientSecret } : {};
}

export function signInWithPassword(grant: PasswordGrant, init?: RequestOptions): Promise<TokenResponse> {
  return tokenRequest(
    {
      grant_type: 'password',
      username: grant.username,
      password: grant.password,
      ...integrationFields(grant.integration),
    },
    init,
  );
}

export function refreshAccessToken(
  refreshToken: string,
  integration?: IntegrationCredentials,
  init?: RequestOptions,
): Promise<TokenResponse> {
  return tokenRequest(
    { grant_type: 'refresh_token', refresh_token: refreshToken, ...integrationFields(integration) },
    init,
  );
}

function tokenRequest(body: Record<string, string>, init?: RequestOptions): Promise<TokenResponse> {
  return request('/oauth/token', TokenSchema, { ...init, method: 'POST', body, authenticated: false });
}
