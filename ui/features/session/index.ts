export { useCurrentUser, useLogout, useSessionStart } from './hooks';
export { dropSession, expireSelf, fetchSelf, prefetchSelf, resumeSession, sessionKeys, startSession, userFromSelf, type StartResult } from './api';
export { USER_METHODS, type Self, type Session, type StartStatus, type User } from './schema';
