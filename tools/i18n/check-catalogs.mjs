// The i18n gate: catalogs must be current (`lingui extract --clean` changes nothing), complete
// (`lingui compile --strict`), and really translated (no English copied into another language).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const localesDir = join(root, 'libs/i18n/src/locales');
const lingui = (...args) => execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), ...args], { cwd: root, stdio: 'pipe' });

// Strings that are the same in every language (names, figures), and words a language spells like English.
const SAME_EVERYWHERE = new Set(['SeaLens', 'T+1', 'English', 'Chrome', 'Edge', 'QQ', '360']);
const SAME_IN = {
  pt: new Set(['Taiwan', 'E-mail']),
  id: new Set(['Indonesia', 'Malaysia', 'Taiwan', 'Thailand', 'Vietnam']),
  vi: new Set(['Indonesia', 'Malaysia', 'Mexico', 'Philippines', 'Singapore']),
};

const readCatalogs = () =>
  Object.fromEntries(readdirSync(localesDir).map((l) => [l, readFileSync(join(localesDir, l, 'messages.po'), 'utf8')]));

function parsePo(text) {
  const entries = [];
  for (const block of text.split(/\n\n+/)) {
    const id = block.match(/^msgid "(.*)"$/m);
    if (!id || (id[1] === '' && !/^msgid ""\n"/m.test(block))) continue;
    const continuation = (key) => {
      const m = block.match(new RegExp(`^${key} "(.*)"(?:\\n((?:".*"\\n?)*))?`, 'm'));
      return m ? m[1] + [...(m[2] ?? '').matchAll(/^"(.*)"$/gm)].map((x) => x[1]).join('') : '';
    };
    entries.push({ id: continuation('msgid'), str: continuation('msgstr') });
  }
  return entries;
}

let problems = 0;
const before = readCatalogs();
lingui('extract', '--clean');
const after = readCatalogs();
for (const locale of Object.keys(after)) {
  if (before[locale] !== after[locale]) {
    problems++;
    console.error(`stale catalog: ${locale} changed on 'lingui extract --clean' (now updated on disk: translate and commit it)`);
  }
}

try {
  lingui('compile', '--strict');
} catch (error) {
  problems++;
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''));
  console.error('lingui compile --strict failed: a catalog misses translations');
}

for (const locale of Object.keys(after)) {
  if (locale === 'en') continue;
  for (const { id, str } of parsePo(after[locale])) {
    if (!str) {
      problems++;
      console.error(`${locale}: missing translation for "${id}"`);
    } else if (str === id && /[A-Za-z]{3,}/.test(id) && !SAME_EVERYWHERE.has(id) && !SAME_IN[locale]?.has(id)) {
      problems++;
      console.error(`${locale}: left in English: "${id}"`);
    }
  }
}

const count = parsePo(after.en ?? '').length;
if (problems) {
  console.error(`\ni18n check failed: ${problems} problem(s) across ${Object.keys(after).length} catalogs of ${count} messages.`);
  process.exit(1);
}
console.log(`i18n ok: ${Object.keys(after).length} catalogs, ${count} messages each, all translated.`);
