import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  pathTo,
  type AddStudentsResponse,
  type Badge,
  type ClassBadgesResponse,
  type ClassBody,
  type ClassDetail,
  type ClassProgress,
  type ClassSummary,
  type Language,
  type OneTimeCodeResponse,
} from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { CLASSES_KEY, classListQueryOptions } from '@/lib/class-list';
import { downloadApiFile } from '@/lib/download-file';

const classPath = (template: string, id: string, studentId?: string) =>
  pathTo(template, studentId ? { id, studentId } : { id });

/** GET /api/classes/:id: one class and its roster. */
export const classQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [CLASSES_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<ClassDetail>(classPath(API.classes.one, id), { signal }),
  });

export const useClasses = () => useQuery(classListQueryOptions);
export const useClass = (id: string) => useQuery(classQueryOptions(id));

/** GET /api/classes/:id/badges: every badge, for the printed sheet. */
export function useClassBadges(id: string) {
  return useQuery({
    queryKey: [CLASSES_KEY, 'badges', id],
    queryFn: ({ signal }) =>
      api.get<ClassBadgesResponse>(classPath(API.classes.badges, id), { signal }),
  });
}

/** GET /api/classes/:id/progress: the class's scores over its games. */
export function useClassProgress(id: string) {
  return useQuery({
    queryKey: [CLASSES_KEY, 'progress', id],
    queryFn: ({ signal }) =>
      api.get<ClassProgress>(classPath(API.classes.progress, id), { signal }),
  });
}

/** GET …/students/:studentId/badge: the student's current badge, asked for when shown. */
export function useStudentBadge(id: string, studentId: string) {
  return useQuery({
    queryKey: [CLASSES_KEY, 'badge', id, studentId],
    queryFn: ({ signal }) =>
      api.get<Badge>(classPath(API.classes.studentBadge, id, studentId), { signal }),
    // A badge is a secret: kept only while its dialog is open.
    gcTime: 0,
  });
}

/** A change to classes; every class answer in the cache reloads afterwards. */
function useClassMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}

export const useCreateClass = () =>
  useClassMutation((body: ClassBody) => api.post<ClassSummary>(API.classes.list, body));

export const useAddStudents = (id: string) =>
  useClassMutation((names: string[]) =>
    api.post<AddStudentsResponse>(classPath(API.classes.students, id), { names }),
  );

export const useDeleteStudent = (id: string) =>
  useClassMutation((studentId: string) =>
    api.delete<unknown>(classPath(API.classes.student, id, studentId)),
  );

export const useNewBadge = (id: string) =>
  useClassMutation((studentId: string) =>
    api.post<Badge>(classPath(API.classes.studentBadge, id, studentId)),
  );

export const useResetPassword = (id: string) =>
  useMutation({
    mutationFn: (studentId: string) =>
      api.post<OneTimeCodeResponse>(classPath(API.classes.studentPasswordReset, id, studentId)),
  });

export const useNewBadgesForAll = (id: string) =>
  useClassMutation(() => api.post<unknown>(classPath(API.classes.badges, id)));

export const useEndClass = (id: string) =>
  useClassMutation(() => api.post<unknown>(classPath(API.classes.end, id)));

export const useDeleteClass = (id: string) =>
  useClassMutation(() => api.delete<unknown>(classPath(API.classes.one, id)));

/** GET …/students/:studentId/data: everything stored about the student, saved as a JSON file. */
export const useDownloadStudentData = (id: string) =>
  useMutation({
    mutationFn: ({ studentId, number }: { studentId: string; number: number }) =>
      downloadApiFile(
        classPath(API.classes.studentData, id, studentId),
        `ecoscha-student-${number}.json`,
      ),
  });

export type ProgressFileType = 'csv' | 'xlsx';

/** The progress as a CSV or an Excel file, its headings in `language`. */
export const useDownloadProgress = (id: string) =>
  useMutation({
    mutationFn: ({ type, language }: { type: ProgressFileType; language: Language }) =>
      downloadApiFile(
        `${classPath(type === 'csv' ? API.classes.progressCsv : API.classes.progressXlsx, id)}?lng=${language}`,
        `ecoscha-class-progress.${type}`,
      ),
  });
