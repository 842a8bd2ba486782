import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CreateCourseInput } from '@sukoon/contract/courses';
import { apiRequest } from '../../../lib/api-client.ts';
import { coursePagesKey } from './get-courses.ts';

/** POST /api/courses/write (admin). */
export function createCourse(input: CreateCourseInput): Promise<Course> {
  return apiRequest<Course>('/api/courses/write', { method: 'POST', body: input, auth: true });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursePagesKey }),
  });
}
