import { createContext, type ReactNode, useContext } from 'react';

const UsernameContext = createContext('');

/** Who is signed in, from the app shell: bulk journals are kept per user and "Recent changes" says who. */
export function BulkIdentity({ username, children }: { username: string; children: ReactNode }) {
  return <UsernameContext.Provider value={username}>{children}</UsernameContext.Provider>;
}

export function useBulkUsername(): string {
  return useContext(UsernameContext);
}
