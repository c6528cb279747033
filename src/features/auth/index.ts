export { RequireAuth } from './components/RequireAuth';
export { SessionProvider, useSession, useSessionManager } from './components/SessionContext';
export { SessionManager } from './lib/sessionManager';
export { SESSION_STORAGE_KEY } from './lib/sessionStorage';
