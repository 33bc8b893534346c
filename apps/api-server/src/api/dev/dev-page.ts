// The small HTML pages of the development QR scanner. Plain forms, no scripts (the CSP forbids
// inline scripts and none are needed), labelled controls so a keyboard or screen-reader user can
// scan as well as anyone.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1a1a; background: #f6f7f9; }
main { max-width: 32rem; margin: 0 auto; background: #fff; padding: 1.5rem; border-radius: 8px; border: 1px solid #d0d4da; }
h1 { font-size: 1.35rem; margin-top: 0; }
form { margin: 1.25rem 0; }
label { display: block; font-weight: 600; margin-bottom: .35rem; }
select, button { font: inherit; padding: .45rem .6rem; }
select { width: 100%; margin-bottom: .75rem; }
button { cursor: pointer; border: 1px solid #0b5cad; background: #0b5cad; color: #fff; border-radius: 4px; }
button.secondary { background: #fff; color: #0b5cad; }
button:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.note { color: #4a4f57; font-size: .9rem; }
.status { padding: .6rem .8rem; border-radius: 4px; background: #eef4fb; border: 1px solid #b9d3ee; }
.status.error { background: #fdf0f0; border-color: #e8b4b4; }
code { overflow-wrap: anywhere; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · SeaLens development</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<p class="note">Development tool of the local SeaLens server: it stands in for the messaging app (WeChat). Not available in production.</p>
</main>
</body>
</html>
`;
}

export interface ScanPageUser {
  id: number;
  account: string;
  displayName: string;
  mobile: string | null;
  parentId: number | null;
}

export interface ScanPageScene {
  purpose: string;
  expiresAt: Date;
  scannedAt: Date | null;
}

function userLabel(user: ScanPageUser): string {
  const parts = [user.account];
  if (user.displayName) parts.push(user.displayName);
  if (user.mobile) parts.push(user.mobile);
  if (user.parentId !== null) parts.push(`sub-account of #${user.parentId}`);
  return `#${user.id} ${parts.join(' · ')}`;
}

function sceneState(scene: ScanPageScene | undefined, now: Date): { text: string; scannable: boolean } {
  if (!scene) return { text: 'There is no QR scene with this id.', scannable: false };
  if (scene.scannedAt) return { text: 'This QR code has already been scanned.', scannable: false };
  if (scene.expiresAt.getTime() <= now.getTime()) return { text: 'This QR code has expired; refresh it on the login page.', scannable: false };
  const seconds = Math.ceil((scene.expiresAt.getTime() - now.getTime()) / 1000);
  return { text: `Waiting for a scan (${scene.purpose}); the code expires in ${seconds} s.`, scannable: true };
}

/** GET /api/__dev/qr/scan: scan as a seeded user or as an unknown messaging-app identity. */
export function scanPage(sceneId: string, scene: ScanPageScene | undefined, users: ScanPageUser[], now: Date): string {
  const state = sceneState(scene, now);
  const id = escapeHtml(sceneId);
  const hidden = `<input type="hidden" name="sceneId" value="${id}">`;
  const options = users.map((u) => `<option value="${u.id}">${escapeHtml(userLabel(u))}</option>`).join('\n');
  const asUser =
    users.length > 0
      ? `<form method="post" action="/api/__dev/qr/scan">
${hidden}
<label for="user">Scan as an existing user</label>
<select id="user" name="userId" required>
${options}
</select>
<button type="submit">Scan as this user</button>
</form>`
      : '<p>No users in the database yet (reset the demo data with <code>POST /api/__dev/reset</code>).</p>';
  const asUnknown = `<form method="post" action="/api/__dev/qr/scan">
${hidden}
<input type="hidden" name="unknown" value="1">
<p class="note">An identity bound to no account: the login page then asks to bind a phone.</p>
<button type="submit" class="secondary">Scan as an unknown user</button>
</form>`;
  return page(
    'Scan QR code',
    `<h1>Scan the QR code</h1>
<p>Scene <code>${id}</code></p>
<p class="status${state.scannable ? '' : ' error'}" role="status">${escapeHtml(state.text)}</p>
${state.scannable ? `${asUser}\n${asUnknown}` : ''}`,
  );
}

/** The answer to a form POST of the scan page. */
export function scanResultPage(sceneId: string, ok: boolean, message: string): string {
  return page(
    ok ? 'Scanned' : 'Scan failed',
    `<h1>${ok ? 'Scanned' : 'Scan failed'}</h1>
<p class="status${ok ? '' : ' error'}" role="status">${escapeHtml(message)}</p>
<p><a href="/api/__dev/qr/scan?sceneId=${encodeURIComponent(sceneId)}">Back to the scan page</a></p>`,
  );
}
