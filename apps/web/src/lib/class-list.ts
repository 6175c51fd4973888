import { queryOptions } from '@tanstack/react-query';
import { API, type ClassListResponse } from '@ecoscha/contracts';
import { api } from './api-client';

/** Every cached answer about the guide's classes starts with this key. */
export const CLASSES_KEY = 'classes';

/** GET /api/classes: the guide's classes (their pages, and the room's "for class" choice). */
export const classListQueryOptions = queryOptions({
  queryKey: [CLASSES_KEY, 'list'],
  queryFn: ({ signal }) => api.get<ClassListResponse>(API.classes.list, { signal }),
});
