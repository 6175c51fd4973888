import { useMutation } from '@tanstack/react-query';
import { API, type StudentData } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/download-file';

/** GET /api/auth/my-data: everything stored about the caller. */
export function getMyData(): Promise<StudentData> {
  return api.get<StudentData>(API.auth.myData);
}

/** Fetches the caller's data (with their token) and saves it as `ecoscha-my-data-<date>.json`. */
export async function downloadMyData(): Promise<void> {
  const data = await getMyData();
  const date = (data.exportedAt || new Date().toISOString()).slice(0, 10);
  const json = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(json, `ecoscha-my-data-${date}.json`);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
