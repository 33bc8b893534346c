// Downloads an export with the member's cookie, reporting bytes as they arrive, and saves it under
// the server's file name. An answer in JSON is the API's error envelope, not a file.

export interface DownloadProgress {
  received: number;
  /** From Content-Length; undefined when the server streams without it. */
  total?: number;
}

export type DownloadResult = { ok: true; fileName: string } | { ok: false; message?: string };

/** The file name of a Content-Disposition header (RFC 6266: filename* in UTF-8 wins over filename). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name.replace(/[\\/]/g, '_') : fallback;
}

async function readAll(response: Response, onProgress: (p: DownloadProgress) => void): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** Saves a blob through a temporary link (the browser's own download, named by `fileName`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL can go on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadFile(href: string, fallbackName: string, onProgress: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'include', signal });
  } catch {
    return { ok: false };
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json') || !response.ok) {
    try {
      const envelope = (await response.json()) as { message?: unknown };
      return { ok: false, message: typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined };
    } catch {
      return { ok: false };
    }
  }
  try {
    const blob = await readAll(response, onProgress);
    const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    saveBlob(blob, fileName);
    return { ok: true, fileName };
  } catch {
    return { ok: false };
  }
}
