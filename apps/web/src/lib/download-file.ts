import { isErrorCode } from '@ecoscha/contracts';
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from './api-error';
import { loadServerErrorTexts } from './i18n';
import { apiBase } from './runtime-config';
import { storage } from './storage';

/** The file name the server gives (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const file = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = file;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(file);
}

/**
 * GETs an API file (a CSV, a spreadsheet, a JSON export) with the signed-in user's token (a plain
 * link could not send it), then saves it under the server's file name or `fallbackName`.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const token = storage.getToken();
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (cause) {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: String(cause) });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (isErrorCode(body.code)) await loadServerErrorTexts();
    throw new ApiError({
      status: response.status,
      code: body.code ?? UNKNOWN_ERROR,
      message: body.message ?? response.statusText,
    });
  }
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}
