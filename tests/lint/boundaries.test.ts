/** @jest-environment node */
// The import boundaries of eslint.config.mjs fail a lint run, proved on fixture sources linted as if they
// were files of each layer (ESLint's own CLI, so the project's real configuration is what is tested).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

function lint(filePath: string, source: string): string[] {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

const SERVER_VALUE = "import { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n";
const SERVER_TYPE = "import type { Db } from '@/lib/server/db/client';\nexport type X = Db;\n";
const ENUMS = "import { Currency } from '@/lib/server/db/generated/enums';\nexport const x = Currency.TWD;\n";
const TESTS = "import { createMember } from '@/tests/factories/member';\nexport const x = createMember;\n";
const COMPONENT = "import { LoginForm } from '@/components/auth/LoginForm';\nexport const x = LoginForm;\n";
const I18NEXT = "import { useTranslation } from 'next-i18next/pages';\nexport const x = useTranslation;\n";
const I18NEXT_TYPE = "import type { SSRConfig } from 'next-i18next/pages';\nexport type X = SSRConfig;\n";
const SANDBOX = "import { SANDBOX } from './sandbox/provider';\nexport const x = SANDBOX;\n";

test.each([
  ['components/fixture/Widget.tsx', SERVER_VALUE, /only types from lib\/server/],
  ['hooks/useFixture.ts', SERVER_VALUE, /only types from lib\/server/],
  ['lib/shared/fixture.ts', SERVER_VALUE, /only types from lib\/server/],
  ['lib/client/fixture.ts', SERVER_VALUE, /only types from lib\/server/],
  ['lib/server/fixture/fixture.ts', TESTS, /never imports tests/],
  ['pages/api/fixture.ts', TESTS, /never imports tests/],
  ['hooks/useFixture.ts', COMPONENT, /Hooks never import components/],
  ['lib/server/payments/fixture.ts', SANDBOX, /only registry.ts knows/],
  ['lib/server/payments/fixture.ts', TESTS, /never imports tests/],
  ['components/fixture/Widget.tsx', I18NEXT, /i18next stays on the server/],
  ['pages/fixture.tsx', I18NEXT, /i18next stays on the server/],
  ['hooks/useFixture.ts', I18NEXT, /i18next stays on the server/],
  ['lib/shared/fixture.ts', I18NEXT, /i18next stays on the server/],
])(
  '%s: a forbidden import fails the lint run',
  (file, source, message) => {
    const messages = lint(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  },
  60_000,
);

test.each([
  ['components/fixture/Widget.tsx', SERVER_TYPE],
  ['lib/shared/fixture.ts', ENUMS],
  ['pages/fixture.tsx', SERVER_VALUE],
  ['lib/server/fixture/fixture.ts', SERVER_VALUE],
  ['lib/server/payments/registry.ts', SANDBOX],
  ['lib/server/payments/sandbox/fixture.ts', SANDBOX],
  ['pages/fixture.tsx', I18NEXT_TYPE],
  ['lib/server/i18n/fixture.ts', I18NEXT],
])(
  '%s: an allowed import passes',
  (file, source) => {
    expect(lint(file, source)).toEqual([]);
  },
  60_000,
);
