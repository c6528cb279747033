import { oauthErrors } from '../auth/oauthErrors.ts';
import type { TokenPair } from '../auth/tokenService.ts';
import type { JsonResponse } from '../http/errors.ts';
import type { PublicRoute, RequestContext } from '../http/router.ts';
import type { Services } from '../services.ts';

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : null;
}

// league/oauth2-server also takes the client from HTTP Basic auth when the body does not carry it.
function clientCredentials(context: RequestContext): { id: string | null; secret: string | null } {
  const basic = /^Basic\s+(\S+)$/i.exec(context.headers.authorization ?? '');
  const decoded = basic?.[1] === undefined ? '' : Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return {
    id: text(context.body.client_id) ?? (colon > 0 ? decoded.slice(0, colon) : null),
    secret: text(context.body.client_secret) ?? (colon > 0 ? decoded.slice(colon + 1) : null),
  };
}

function tokenResponse(pair: TokenPair): JsonResponse {
  return {
    status: 200,
    body: {
      token_type: 'Bearer',
      expires_in: pair.expiresIn,
      access_token: pair.accessToken,
      refresh_token: pair.refreshToken,
    },
    headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' },
  };
}

export function oauthRoutes(services: Services): PublicRoute[] {
  const issueToken = (context: RequestContext): JsonResponse => {
    const grant = text(context.body.grant_type);
    if (grant !== 'password' && grant !== 'refresh_token') throw oauthErrors.unsupportedGrantType();

    // Checked in the order of league/oauth2-server: client first, then the grant's own parameters.
    const client = clientCredentials(context);
    if (client.id === null) throw oauthErrors.invalidRequest('client_id');
    const expected = services.credentials;
    if (client.id !== expected.clientId || client.secret !== expected.clientSecret)
      throw oauthErrors.invalidClient();

    if (grant === 'refresh_token') {
      const refreshToken = text(context.body.refresh_token);
      if (refreshToken === null) throw oauthErrors.invalidRequest('refresh_token');
      return tokenResponse(services.tokens.refresh(refreshToken, client.id));
    }

    const username = text(context.body.username);
    if (username === null) throw oauthErrors.invalidRequest('username');
    const password = text(context.body.password);
    if (password === null) throw oauthErrors.invalidRequest('password');
    const employee = services.employees.findByEmail(username);
    const sameLogin = username.toLowerCase() === expected.username.toLowerCase();
    if (employee === undefined || !sameLogin || password !== expected.password) {
      throw oauthErrors.invalidCredentials();
    }
    return tokenResponse(services.tokens.issue(employee.id, client.id));
  };

  return [{ method: 'POST', path: '/oauth/token', access: 'public', handler: issueToken }];
}
