import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress } from '@sukoon/contract/learning';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseProgressKey } from './get-course-progress.ts';

/** POST /api/courses/:id/lessons/:lessonId/complete: idempotent; answers the new progress. */
export function completeLesson({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  return apiRequest<CourseProgress>(
    `/api/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/complete`,
    { method: 'POST', auth: true },
  );
}

export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => completeLesson({ courseId, lessonId }),
    onSuccess: (progress) => queryClient.setQueryData(courseProgressKey(courseId), progress),
  });
}
