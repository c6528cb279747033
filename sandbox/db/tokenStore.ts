import type { Db } from './database.ts';

export interface AccessTokenRow {
  tokenHash: string;
  employeeId: number;
  clientId: string;
  expiresAt: number;
  revoked: number;
}

export interface RefreshTokenRow {
  tokenHash: string;
  accessTokenHash: string;
  expiresAt: number;
  revoked: number;
  clientId: string;
  employeeId: number;
}

// Only SHA-256 digests of tokens are stored, so a copied database file does not leak live tokens.
export class TokenStore {
  constructor(private readonly db: Db) {}

  insertPair(
    access: Omit<AccessTokenRow, 'revoked'>,
    refresh: { tokenHash: string; expiresAt: number },
  ): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          'INSERT INTO access_tokens (token_hash, employee_id, client_id, expires_at) VALUES (@tokenHash, @employeeId, @clientId, @expiresAt)',
        )
        .run(access);
      this.db
        .prepare('INSERT INTO refresh_tokens (token_hash, access_token_hash, expires_at) VALUES (?, ?, ?)')
        .run(refresh.tokenHash, access.tokenHash, refresh.expiresAt);
    })();
  }

  findAccess(tokenHash: string): AccessTokenRow | undefined {
    return this.db
      .prepare<[string], AccessTokenRow>(
        `SELECT token_hash AS tokenHash, employee_id AS employeeId, client_id AS clientId, expires_at AS expiresAt, revoked
         FROM access_tokens WHERE token_hash = ?`,
      )
      .get(tokenHash);
  }

  findRefresh(tokenHash: string): RefreshTokenRow | undefined {
    return this.db
      .prepare<[string], RefreshTokenRow>(
        `SELECT r.token_hash AS tokenHash, r.access_token_hash AS accessTokenHash, r.expires_at AS expiresAt,
                r.revoked, a.client_id AS clientId, a.employee_id AS employeeId
         FROM refresh_tokens r JOIN access_tokens a ON a.token_hash = r.access_token_hash
         WHERE r.token_hash = ?`,
      )
      .get(tokenHash);
  }

  revokePair(refreshHash: string, accessHash: string): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE token_hash = ?').run(refreshHash);
      this.db.prepare('UPDATE access_tokens SET revoked = 1 WHERE token_hash = ?').run(accessHash);
    })();
  }
}
