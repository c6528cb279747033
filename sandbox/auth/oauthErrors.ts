import { HttpError } from '../http/errors.ts';

// Bodies as league/oauth2-server (behind Laravel Passport) renders them: error, error_description, hint,
// and the deprecated `message` copy that Passport clients still read.
function oauthError(status: number, error: string, description: string, hint?: string): HttpError {
  const body: Record<string, string> = { error, error_description: description };
  if (hint !== undefined) body.hint = hint;
  body.message = description;
  return new HttpError(status, body);
}

export const oauthErrors = {
  invalidRequest: (parameter: string): HttpError =>
    oauthError(
      400,
      'invalid_request',
      'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.',
      `Check the \`${parameter}\` parameter`,
    ),
  invalidClient: (): HttpError => oauthError(401, 'invalid_client', 'Client authentication failed'),
  invalidCredentials: (): HttpError =>
    oauthError(400, 'invalid_grant', 'The user credentials were incorrect.'),
  invalidRefreshToken: (hint: string): HttpError =>
    oauthError(400, 'invalid_grant', 'The refresh token is invalid.', hint),
  unsupportedGrantType: (): HttpError =>
    oauthError(
      400,
      'unsupported_grant_type',
      'The authorization grant type is not supported by the authorization server.',
      'Check that all required parameters have been provided',
    ),
};
