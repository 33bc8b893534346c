// Web fonts the sites ship for scripts a system may lack (libs/ui theme.css declares them; today Thai).
// Loading the face beside the catalog means the first Thai render already has its glyphs: with
// `font-display: swap` alone the text first showed in a fallback (boxes where the system has no Thai
// face) and the page moved when the font arrived (CLS 0.028 on the desktop home, measured in e2e).
import type { LocaleCode } from '@sealens/domain';

export interface ScriptFont {
  /** A CSS font shorthand naming the shipped face. */
  font: string;
  /** Text in the script, so the face's `unicode-range` matches and its file is fetched. */
  sample: string;
}

export const SCRIPT_FONTS: Partial<Record<LocaleCode, ScriptFont>> = {
  th: { font: '1em "SeaLens Thai"', sample: 'ภาษาไทย' },
};

/** The longest the first render waits for the face; past it the text shows in a fallback and swaps. */
export const SCRIPT_FONT_WAIT_MS = 500;

export interface ScriptFontDeps {
  fonts: Pick<FontFaceSet, 'load'> | undefined;
  wait: (ms: number) => Promise<void>;
}

const browserDeps = (): ScriptFontDeps => ({
  // Absent while rendering on a server or in a test without a document.
  fonts: typeof document === 'undefined' ? undefined : document.fonts,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/** Starts loading the locale's shipped face and resolves when it is there, failed, or after the wait. */
export async function loadScriptFont(code: LocaleCode, deps: ScriptFontDeps = browserDeps()): Promise<void> {
  const face = SCRIPT_FONTS[code];
  if (!face || !deps.fonts?.load) return;
  const loaded = deps.fonts.load(face.font, face.sample).then(
    () => undefined,
    // A font that cannot load leaves the system's faces: never a reason to hold the page.
    () => undefined,
  );
  await Promise.race([loaded, deps.wait(SCRIPT_FONT_WAIT_MS)]);
}
