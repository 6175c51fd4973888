import { useMutation } from '@tanstack/react-query';
import { API, pathTo, type Language } from '@ecoscha/contracts';
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from '@/lib/api-error';
import { apiBase } from '@/lib/runtime-config';
import { storage } from '@/lib/storage';

/** The file name the server gives, or a plain one. */
function fileNameOf(response: Response, sessionId: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? `ecoscha-report-${sessionId}.csv`;
}

/**
 * GET /api/game-sessions/:id/report.csv with the guide's token (a plain link could not send it),
 * then saves the file through a temporary link.
 */
export async function downloadReportCsv(sessionId: string, language: Language): Promise<void> {
  const url = `${apiBase()}${pathTo(API.sessions.reportCsv, { id: sessionId })}?lng=${language}`;
  const token = storage.getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: String(cause) });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError({
      status: response.status,
      code: body.code ?? UNKNOWN_ERROR,
      message: body.message ?? response.statusText,
    });
  }
  const file = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = file;
  link.download = fileNameOf(response, sessionId);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(file);
}

export function useDownloadReportCsv(sessionId: string) {
  return useMutation({
    mutationFn: (language: Language) => downloadReportCsv(sessionId, language),
  });
}
