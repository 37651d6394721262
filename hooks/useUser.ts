// The user query of SPEC.md §7: runs only while a session exists (the readable `user` cookie stands in
// for the httpOnly refresh cookie), fresh for 60 s, refetched on mount and on window focus; the member
// counts as logged in while data is present.
import { useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { gatewayClient } from '@/lib/client/http';
import type { ApiEnvelope } from '@/lib/shared/errors';
import { USER_COOKIE, USER_QUERY_STALE_MS } from '@/lib/shared/session';
import type { CurrentMember } from '@/lib/server/auth/current-member';

export const USER_QUERY_KEY = ['user'] as const;

export async function fetchUser(): Promise<CurrentMember> {
  const response = await gatewayClient.get<ApiEnvelope<CurrentMember>>('/api/login');
  return response.data.data!;
}

function subscribeToFocus(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  return () => window.removeEventListener('focus', onChange);
}

export function useUser() {
  // The server render cannot see the browser's cookies: it renders as signed out, then hydrates.
  const hasSession = useSyncExternalStore(subscribeToFocus, () => Boolean(Cookies.get(USER_COOKIE)), () => false);
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
