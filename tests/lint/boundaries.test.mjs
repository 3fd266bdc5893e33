// Proves the import boundaries in .config/eslint.config.js refuse imports that cross a layer the wrong way (and allow the
// right ones): each case lints one line of code as if it were a file at `file`. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ overrideConfigFile: '.config/eslint.config.js' });

/** The boundary errors ESLint reports for `code` placed at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

const refused = [
  ['src/server/contact/accept.ts', "import { x } from '../../components/ContactFormFields';"],
  ['src/server/contact/accept.ts', "import { x } from '../../routes/contact';"],
  ['src/server/contact/accept.ts', "import { x } from '../../pages/ContactPage';"],
  ['src/server/errors.ts', "import { x } from '../islands/ContactForm';"],
  ['src/server/errors.ts', "import type { x } from '../islands/ContactForm';"],
  ['src/server/errors.ts', "import { x } from '../browser/toast';"],
  ['src/components/ContactSection.tsx', "import x from '../islands/ContactForm';"],
  ['src/components/layout/SiteFooter.tsx', "import x from '../../islands/FooterQr';"],
  ['src/components/Island.tsx', "import { x } from '../server/render';"],
  ['src/islands/ContactForm.tsx', "import { x } from '../server/errors';"],
  ['src/islands/chat/api.ts', "import { x } from '../../server/db/conversations';"],
  ['src/islands/ContactForm.tsx', "import { x } from '../routes/contact';"],
  ['src/pages/SearchPage.tsx', "import { x } from '../server/search/site-search';"],
  ['src/pages/HomePage.tsx', "import { x } from '../routes/pages';"],
  ['src/lib/contact.ts', "import { x } from '../components/ContactFormFields';"],
  ['src/lib/contact.ts', "import { x } from '../browser/toast';"],
  ['src/lib/session-user.ts', "import { x } from '../server/db/schema';"],
  ['src/lib/session-user.ts', "import type { x } from '../server/errors';"],
  ['src/routes/chat.tsx', "import { x } from 'cloudflare:test';"],
  ['src/server/db/users.ts', "import { x } from 'cloudflare:test';"],
  ['src/routes/chat.tsx', "import { x } from '../test/users';"],
  ['src/content/company.ts', "import { x } from '../server/config';"],
];

const allowed = [
  ['src/server/render.tsx', "import { x } from '../pages/Document';"],
  ['src/server/contact/accept.ts', "import { x } from '../../lib/contact';"],
  ['src/islands/chat/api.ts', "import type { x } from '../../server/db/conversations';"],
  ['src/islands/ContactForm.tsx', "import { x } from '../components/ContactFormFields';"],
  ['src/islands/ContactForm.tsx', "import { x } from '../browser/read-api-error';"],
  ['src/pages/ContactFormBlock.tsx', "import x from '../islands/ContactForm';"],
  ['src/pages/SearchPage.tsx', "import type { x } from '../server/search/site-search';"],
  ['src/lib/session-user.ts', "import type { x } from '../server/db/schema';"],
  ['src/lib/contact-schema.ts', "import { x } from './site-path';"],
  ['src/server/db/users.ts', "import { x } from './client';"],
  ['src/routes/chat.test.ts', "import { x } from 'cloudflare:test';"],
  ['src/test/users.ts', "import { x } from '../server/db/schema';"],
];

test('imports that cross a layer the wrong way are refused', async () => {
  for (const [file, code] of refused) {
    assert.notDeepEqual(await boundaryErrors(file, code), [], `${file}: ${code} should be refused`);
  }
});

test('imports along the layers are allowed', async () => {
  for (const [file, code] of allowed) {
    assert.deepEqual(await boundaryErrors(file, code), [], `${file}: ${code} should be allowed`);
  }
});
