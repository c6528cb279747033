import { createHash, randomBytes } from 'node:crypto';
import type { TokenStore } from '../db/tokenStore.ts';
import { oauthErrors } from './oauthErrors.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface AuthenticatedUser {
  employeeId: number;
  tokenHash: string;
}

/**
 * What the token endpoint did, for tests that must show no holder of a session ever presented a revoked refresh
 * token (Passport refuses it, and the person would be asked to sign in again).
 */
export type TokenEvent =
  | { kind: 'issued' }
  | { kind: 'refreshed' }
  | { kind: 'refreshRefused'; hint: string }
  | { kind: 'revokedAccessPresented' };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(40).toString('base64url');

export class TokenService {
  constructor(
    private readonly store: TokenStore,
    private readonly ttl: { accessSeconds: number; refreshSeconds: number },
    private readonly now: () => number = Date.now,
    private readonly report: (event: TokenEvent) => void = () => {},
  ) {}

  issue(employeeId: number, clientId: string): TokenPair {
    const pair = this.pair(employeeId, clientId);
    this.report({ kind: 'issued' });
    return pair;
  }

  private pair(employeeId: number, clientId: string): TokenPair {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = this.now();
    this.store.insertPair(
      {
        tokenHash: hashToken(accessToken),
        employeeId,
        clientId,
        expiresAt: now + this.ttl.accessSeconds * 1000,
      },
      { tokenHash: hashToken(refreshToken), expiresAt: now + this.ttl.refreshSeconds * 1000 },
    );
    return { accessToken, refreshToken, expiresIn: this.ttl.accessSeconds };
  }

  // As Passport does, a refresh revokes both the old refresh token and the access token it was issued with.
  refresh(refreshToken: string, clientId: string): TokenPair {
    const refuse = (hint: string) => {
      this.report({ kind: 'refreshRefused', hint });
      return oauthErrors.invalidRefreshToken(hint);
    };
    const row = this.store.findRefresh(hashToken(refreshToken));
    if (row === undefined) throw refuse('Cannot decrypt the refresh token');
    if (row.clientId !== clientId) throw refuse('Token is not linked to client');
    if (row.expiresAt <= this.now()) throw refuse('Token has expired');
    if (row.revoked !== 0) throw refuse('Token has been revoked');
    this.store.revokePair(row.tokenHash, row.accessTokenHash);
    const pair = this.pair(row.employeeId, clientId);
    this.report({ kind: 'refreshed' });
    return pair;
  }

  authenticate(authorization: string | undefined): AuthenticatedUser | null {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (match?.[1] === undefined) return null;
    const tokenHash = hashToken(match[1]);
    const row = this.store.findAccess(tokenHash);
    if (row !== undefined && row.revoked !== 0) this.report({ kind: 'revokedAccessPresented' });
    if (row === undefined || row.revoked !== 0 || row.expiresAt <= this.now()) return null;
    return { employeeId: row.employeeId, tokenHash };
  }
}
