import type { IncomingHttpHeaders } from 'node:http';
import type { AuthenticatedUser } from '../auth/tokenService.ts';
import type { JsonResponse } from './errors.ts';
import type { QueryMap } from './query.ts';

export type Method = 'GET' | 'POST' | 'PUT';

export interface RequestContext {
  params: Record<string, string>;
  query: QueryMap;
  /** JSON or form body after Laravel's TrimStrings/ConvertEmptyStringsToNull; {} for GET. */
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** Scheme and host as the client addressed us, for absolute links. */
  origin: string;
  path: string;
}

interface RouteBase {
  method: Method;
  /** Segments starting with ':' are parameters, e.g. /lead/:id. */
  path: string;
}

export interface PublicRoute extends RouteBase {
  access: 'public';
  handler: (context: RequestContext) => JsonResponse;
}

export interface ProtectedRoute extends RouteBase {
  access: 'token';
  handler: (context: RequestContext, user: AuthenticatedUser) => JsonResponse;
}

export type Route = PublicRoute | ProtectedRoute;

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'methodNotAllowed'; allowed: Method[] }
  | { kind: 'notFound' };

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const allowed: Method[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params === null) continue;
    if (route.method === method) return { kind: 'found', route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: 'methodNotAllowed', allowed } : { kind: 'notFound' };
}
