// Tells the local OAuth provider (oauth-server-main.ts) what profile to return. Its profiles are global
// per provider, so a test that sets one holds a lock until its flow is done: workers running in parallel
// (a developer's machine; CI runs one) never see each other's profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { MockProfile, MockProvider } from '../../helpers/oauth-server';

export const OAUTH_MOCK_URL = `http://127.0.0.1:${Number(process.env.E2E_OAUTH_PORT ?? 3299)}`;

const LOCK = path.join(os.tmpdir(), `cardgrade-e2e-oauth-${new URL(OAUTH_MOCK_URL).port}.lock`);
const STALE_MS = 120_000;

async function acquire(): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a killed run.
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      if (attempt > 600) throw new Error(`OAuth mock lock ${LOCK} is held`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Runs `flow` while this test alone decides what the providers return. */
export async function withMockProvider<T>(flow: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await flow();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/** The profile `provider` returns from now on (null e-mail: the member shares none). */
export async function setMockProfile(request: APIRequestContext, provider: MockProvider, profile: MockProfile): Promise<void> {
  const response = await request.post(`${OAUTH_MOCK_URL}/__mock/profile`, { data: { provider, profile } });
  if (!response.ok()) throw new Error(`OAuth mock: /__mock/profile answered ${response.status()}`);
}
