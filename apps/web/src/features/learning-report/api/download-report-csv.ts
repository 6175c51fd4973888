import { useMutation } from '@tanstack/react-query';
import { API, pathTo, type Language } from '@ecoscha/contracts';
import { downloadApiFile } from '@/lib/download-file';

/** GET /api/game-sessions/:id/report.csv with the guide's token, saved as a file. */
export function downloadReportCsv(sessionId: string, language: Language): Promise<void> {
  return downloadApiFile(
    `${pathTo(API.sessions.reportCsv, { id: sessionId })}?lng=${language}`,
    `ecoscha-report-${sessionId}.csv`,
  );
}

export function useDownloadReportCsv(sessionId: string) {
  return useMutation({
    mutationFn: (language: Language) => downloadReportCsv(sessionId, language),
  });
}
