// The user query of docs/product/accounts.md#user-query: runs only while a session exists (the readable `user` cookie
// stands in for the httpOnly refresh cookie), fresh for 60 s, refetched on mount and on window focus; the member
// counts as logged in while data is present.
import { useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/client/api';
import { USER_COOKIE, USER_QUERY_STALE_MS } from '@/lib/shared/session';
import type { CurrentMember } from '@/lib/server/auth/current-member';

export const USER_QUERY_KEY = ['user'] as const;

export function fetchUser(): Promise<CurrentMember> {
  return api.get<CurrentMember>('/api/login');
}

function subscribeToFocus(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
}

export function useUser() {
  // The server render cannot see the browser's cookies: it renders as signed out, then hydrates.
  const hasSession = useSyncExternalStore(
    subscribeToFocus,
    () => Boolean(Cookies.get(USER_COOKIE)),
    () => false,
  );
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    enabled: hasSession,
    staleTime: USER_QUERY_STALE_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
  return { ...query, user: query.data ?? null, isLoggedIn: Boolean(query.data) };
}
