// PHP parses `dtCreate[0]=1` into nested arrays and builds links back with http_build_query; the sandbox
// mirrors both so its pagination links look like the real service's.
export interface QueryMap {
  [key: string]: QueryValue;
}
export type QueryValue = string | QueryMap;

function nextIndex(node: QueryMap): string {
  const indexes = Object.keys(node)
    .filter((key) => /^\d+$/.test(key))
    .map(Number);
  return String(indexes.length === 0 ? 0 : Math.max(...indexes) + 1);
}

function assign(target: QueryMap, rawKey: string, value: string): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
  const base = match?.[1] ?? rawKey;
  const path = [base, ...[...(match?.[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
  let node = target;
  path.forEach((segment, index) => {
    const key = segment === '' ? nextIndex(node) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const child = node[key];
    if (typeof child === 'object') {
      node = child;
    } else {
      const created: QueryMap = {};
      node[key] = created;
      node = created;
    }
  });
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

export function parseQuery(search: string): QueryMap {
  const result: QueryMap = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    if (key === '') continue;
    assign(result, key, eq === -1 ? '' : decode(pair.slice(eq + 1)));
  }
  return result;
}

// PHP's rawurlencode also escapes the characters encodeURIComponent leaves alone.
const rawUrlEncode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export function buildQuery(map: QueryMap, prefix?: string): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(map)) {
    const name = prefix === undefined ? key : `${prefix}[${key}]`;
    if (typeof value === 'string') parts.push(`${rawUrlEncode(name)}=${rawUrlEncode(value)}`);
    else {
      const nested = buildQuery(value, name);
      if (nested !== '') parts.push(nested);
    }
  }
  return parts.join('&');
}
