import { useMutation } from '@tanstack/react-query';
import { API, type StudentData } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** GET /api/auth/my-data: everything stored about the caller. */
export function getMyData(): Promise<StudentData> {
  return api.get<StudentData>(API.auth.myData);
}

/** Saves `data` as a JSON file through a temporary link. */
function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const file = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = file;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(file);
}

/** Fetches the caller's data (with their token) and saves it as `ecoscha-my-data-<date>.json`. */
export async function downloadMyData(): Promise<void> {
  const data = await getMyData();
  const date = (data.exportedAt || new Date().toISOString()).slice(0, 10);
  saveJson(data, `ecoscha-my-data-${date}.json`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
