// The i18n gate: catalogs must be current (`lingui extract --clean` changes nothing), complete
// (`lingui compile --strict`), and really translated (no English copied into another language).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Every catalog of lingui.config.ts. The main one uses the English text as its id; the agreements
// catalog (long texts the agreement dialog loads on demand) uses explicit ids, so there the English
// to compare a translation with is the en catalog's msgstr.
const CATALOGS = [
  { name: 'main', dir: join(root, 'libs/i18n/src/locales'), file: 'messages.po', explicitIds: false },
  { name: 'agreements', dir: join(root, 'libs/auth/src/agreements/locales'), file: 'agreements.po', explicitIds: true },
  { name: 'workbench', dir: join(root, 'libs/workbench/src/locales'), file: 'workbench.po', explicitIds: false },
  { name: 'workbench-kinds', dir: join(root, 'libs/workbench/src/locales'), file: 'workbench-kinds.po', explicitIds: false },
  { name: 'workbench-monitor', dir: join(root, 'libs/workbench/src/locales'), file: 'workbench-monitor.po', explicitIds: false },
  { name: 'sub-categories', dir: join(root, 'libs/workbench/src/sub-categories/locales'), file: 'sub-categories.po', explicitIds: false },
  { name: 'method', dir: join(root, 'libs/workbench/src/estimate/method/locales'), file: 'method.po', explicitIds: false },
];
const lingui = (...args) => execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), ...args], { cwd: root, stdio: 'pipe' });

// Strings that are the same in every language (names, figures), and words a language spells like English.
// Google Chrome and Microsoft Edge are the browsers' own names in every language the site has; 360,
// QQ and Sogou browsers are not ("360浏览器", "เบราว์เซอร์ QQ"): they are translated.
const SAME_EVERYWHERE = new Set(['SeaLens', 'T+1', 'English', 'Chrome', 'Edge', 'QQ', '360', 'Google Chrome', 'Microsoft Edge']);
const SAME_IN = {
  pt: new Set(['Taiwan', 'E-mail']),
  // Lazada's sites (issue 32 item 3): the brand before the country's name, which these languages write as English does.
  id: new Set(['Indonesia', 'Malaysia', 'Taiwan', 'Thailand', 'Vietnam', 'Lazada Indonesia', 'Lazada Malaysia', 'Lazada Thailand', 'Lazada Vietnam']),
  vi: new Set(['Indonesia', 'Malaysia', 'Mexico', 'Philippines', 'Singapore', 'Lazada Indonesia', 'Lazada Malaysia', 'Lazada Philippines', 'Lazada Singapore']),
};

const readCatalog = ({ dir, file }) =>
  Object.fromEntries(readdirSync(dir).map((l) => [l, readFileSync(join(dir, l, file), 'utf8')]));
const readCatalogs = () => CATALOGS.map(readCatalog);

function parsePo(text) {
  const entries = [];
  for (const block of text.split(/\n\n+/)) {
    const id = block.match(/^msgid "(.*)"$/m);
    if (!id || (id[1] === '' && !/^msgid ""\n"/m.test(block))) continue;
    const continuation = (key) => {
      const m = block.match(new RegExp(`^${key} "(.*)"(?:\\n((?:".*"\\n?)*))?`, 'm'));
      return m ? m[1] + [...(m[2] ?? '').matchAll(/^"(.*)"$/gm)].map((x) => x[1]).join('') : '';
    };
    entries.push({ id: continuation('msgid'), str: continuation('msgstr'), context: /^msgctxt /m.test(block) ? continuation('msgctxt') : '' });
  }
  return entries;
}

let problems = 0;
const before = readCatalogs();
lingui('extract', '--clean');
const after = readCatalogs();
CATALOGS.forEach(({ name, file }, i) => {
  for (const locale of Object.keys(after[i])) {
    if (before[i][locale] !== after[i][locale]) {
      problems++;
      console.error(`stale catalog: ${locale}/${file} (${name}) changed on 'lingui extract --clean' (now updated on disk: translate and commit it)`);
    }
  }
});

try {
  lingui('compile', '--strict');
} catch (error) {
  problems++;
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''));
  console.error('lingui compile --strict failed: a catalog misses translations');
}

const summary = CATALOGS.map(({ name, explicitIds }, i) => {
  const catalogs = after[i];
  const english = new Map(parsePo(catalogs.en ?? '').map(({ id, str }) => [id, explicitIds ? str : id]));
  if (explicitIds) {
    // Lingui orders a catalog by its English text and leaves two equal texts in the order extraction
    // met them, which varies between runs: the catalog would be "stale" on one machine and not another.
    const seen = new Map();
    for (const [id, text] of english) {
      if (seen.has(text)) {
        problems++;
        console.error(`${name}: "${seen.get(text)}" and "${id}" have the same English text; make them differ (their order in the catalog is unstable)`);
      }
      seen.set(text, id);
    }
  }
  for (const locale of Object.keys(catalogs)) {
    if (locale === 'en') continue;
    for (const { id, str } of parsePo(catalogs[locale])) {
      const source = english.get(id) ?? id;
      if (!str) {
        problems++;
        console.error(`${locale} (${name}): missing translation for "${id}"`);
      } else if (str === source && /[A-Za-z]{3,}/.test(source) && !SAME_EVERYWHERE.has(source) && !SAME_IN[locale]?.has(source)) {
        problems++;
        console.error(`${locale} (${name}): left in English: "${id}"`);
      }
    }
  }
  return `${name}: ${Object.keys(catalogs).length} catalogs of ${english.size} messages`;
});

// A message in two catalogs (the main one and a part, both with the English text as id) is one message
// at run time: the server merges every part into the page's catalog, the browser only the parts its
// page registered, so two translations of it show one text on the server and another after
// hydration (the home's "Products sold" in Vietnamese did). Each must read the same everywhere.
const textIdCatalogs = CATALOGS.map((catalog, i) => ({ ...catalog, catalogs: after[i] })).filter((c) => !c.explicitIds);
for (const locale of Object.keys(textIdCatalogs[0]?.catalogs ?? {})) {
  const seen = new Map();
  for (const { name, catalogs } of textIdCatalogs) {
    for (const { id, str, context } of parsePo(catalogs[locale] ?? '')) {
      const key = `${context}\u0004${id}`;
      const first = seen.get(key);
      if (first && first.str !== str) {
        problems++;
        console.error(`${locale}: "${id}" reads "${first.str}" in the ${first.name} catalog and "${str}" in the ${name} catalog; a message in two catalogs needs one translation`);
      } else if (!first) seen.set(key, { name, str });
    }
  }
}

if (problems) {
  console.error(`\ni18n check failed: ${problems} problem(s) (${summary.join('; ')}).`);
  process.exit(1);
}
console.log(`i18n ok, all translated: ${summary.join('; ')}.`);
