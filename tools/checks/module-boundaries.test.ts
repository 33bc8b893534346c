// Proves the module-boundary rule of eslint.config.mjs still bites: each forbidden import of
// DESIGN.md §1 must fail lint, and a permitted one must not.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: workspaceRoot });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${workspaceRoot}/${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  it.each([
    ['ui imports auth', 'libs/ui/src/lib/forbidden.ts', "import * as auth from '@sealens/auth';\nexport const x = auth;\n"],
    ['ui imports api', 'libs/ui/src/lib/forbidden.ts', "import * as api from '@sealens/api';\nexport const x = api;\n"],
    ['domain imports ui', 'libs/domain/src/forbidden.ts', "import * as ui from '@sealens/ui';\nexport const x = ui;\n"],
    ['domain imports React', 'libs/domain/src/forbidden.ts', "import * as React from 'react';\nexport const x = React;\n"],
    ['api imports React', 'libs/api/src/forbidden.ts', "import * as React from 'react';\nexport const x = React;\n"],
    ['the server imports React', 'apps/api-server/src/forbidden.ts', "import * as React from 'react';\nexport const x = React;\n"],
    ['the server imports ui', 'apps/api-server/src/forbidden.ts', "import * as ui from '@sealens/ui';\nexport const x = ui;\n"],
    [
      'desktop imports mobile',
      'apps/web-desktop/src/forbidden.ts',
      "import { App } from '../../web-mobile/src/app/app';\nexport const x = App;\n",
    ],
    [
      'mobile imports desktop',
      'apps/web-mobile/src/forbidden.ts',
      "import { App } from '../../web-desktop/src/app/app';\nexport const x = App;\n",
    ],
  ])('fails lint when %s', async (_name, file, source) => {
    expect(await boundaryErrors(file, source)).not.toEqual([]);
  });

  it('lets a permitted import through', async () => {
    expect(
      await boundaryErrors('libs/ui/src/lib/allowed.ts', "import { DROPDOWN_MAX_HEIGHT_PX } from '@sealens/domain';\nexport const x = DROPDOWN_MAX_HEIGHT_PX;\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/web-desktop/src/allowed.ts', "import { Button } from '@sealens/ui';\nexport const x = Button;\n"),
    ).toEqual([]);
  });
});
