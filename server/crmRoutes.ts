import type { HTTPMethods } from 'fastify';

export interface CrmRoute {
  method: HTTPMethods;
  /** Fastify route syntax; ids are digits only, as the spec's `{id}: int`. */
  url: string;
}

/** The spec's operations (docs/spec §4), and nothing else, reach the CRM: this is not an open proxy. */
export const CRM_ROUTES: readonly CrmRoute[] = [
  { method: 'POST', url: '/oauth/token' },
  { method: 'GET', url: '/lead' },
  { method: 'POST', url: '/lead' },
  { method: 'GET', url: '/lead/:id(^\\d+$)' },
  { method: 'PUT', url: '/lead/:id(^\\d+$)' },
  { method: 'POST', url: '/client' },
  { method: 'POST', url: '/client/store-or-first' },
  { method: 'POST', url: '/org/client' },
  { method: 'POST', url: '/contract' },
  { method: 'GET', url: '/user/all-list' },
];

function patternOf(url: string): RegExp {
  const source = url.replace(/:id\(\^\\d\+\$\)/g, '\\d+');
  return new RegExp(`^${source}$`);
}

const PATTERNS = CRM_ROUTES.map((route) => ({ method: route.method, pattern: patternOf(route.url) }));

/** Methods the allowlist has for a path, to tell 405 (known path) from 404 (unknown one). */
export function allowedMethods(path: string): string[] {
  return PATTERNS.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method);
}
