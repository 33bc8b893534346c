// The accessibility check every spec relies on still finds what it must: it runs axe in the page and keeps
// only the violations (tools/e2e/fixtures.ts), so a wrong option there would make every axe check pass.
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';

test('the axe check finds an image without a text and a button without a name, in a table and in the header', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe check</title></head><body>
    <header><button></button></header>
    <main><h1>Table</h1><table><thead><tr><th>Product</th></tr></thead><tbody><tr><td><img src="data:,"></td></tr></tbody></table></main>
  </body></html>`);
  const failure = await expectNoAxeViolations(page).then(() => '', (error: unknown) => String(error));
  expect(failure).toContain('"image-alt: img"');
  expect(failure).toContain('"button-name: button"');
});

test('the axe check passes a page without violations', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe check</title></head><body>
    <header><button>Log in</button></header><main><h1>Clean</h1><img src="data:," alt="A logo"></main></body></html>`);
  await expectNoAxeViolations(page);
});

test('the axe check holds to WCAG 2.1 A and AA: a best practice alone (content outside landmarks) is not a violation', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe check</title></head><body>
    <main><h1>Main</h1></main><div>Outside every landmark</div></body></html>`);
  await expectNoAxeViolations(page);
});
