import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultCredentials, type RunningSandbox, type SandboxOptions, startSandbox } from '../server.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestSandbox {
  url: string;
  sandbox: RunningSandbox;
  /** A fresh access token for the default administrator. */
  login(): Promise<string>;
  /** JSON request; `token` adds the Bearer header, `json` is sent as the body. */
  call<T = unknown>(
    method: string,
    pathAndQuery: string,
    init?: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface TokenBody {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

export const passwordGrant = {
  grant_type: 'password',
  client_id: defaultCredentials.clientId,
  client_secret: defaultCredentials.clientSecret,
  username: defaultCredentials.username,
  password: defaultCredentials.password,
};

// Each test file gets its own server on a free port and its own database in a temporary folder.
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-sandbox-'));
  const sandbox = await startSandbox({ port: 0, quiet: true, leadCount: 40, dataDir, ...options });

  const call: TestSandbox['call'] = async (method, pathAndQuery, init = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${sandbox.url}${pathAndQuery}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: text === '' ? null : JSON.parse(text),
    };
  };

  return {
    url: sandbox.url,
    sandbox,
    call,
    login: async () => {
      const response = await call<TokenBody>('POST', '/oauth/token', { json: passwordGrant });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
      return response.body.access_token;
    },
    close: async () => {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LeadJson {
  id: number;
  firstId: number | null;
  phone: number | string | null;
  email: string | null;
  dtCreate: number;
  dtUpdate: number;
  otherCount: number;
  [field: string]: unknown;
}

export interface ValidationBody {
  message: string;
  errors: Record<string, string[]>;
}
