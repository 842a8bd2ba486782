import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, UpdateCourseInput } from '@sukoon/contract/courses';
import { apiRequest } from '../../../lib/api-client.ts';
import { coursePagesKey } from './get-courses.ts';
import { courseKey } from './get-course.ts';

/** PUT /api/courses/update/:id (admin). */
export function updateCourse({ id, input }: { id: string; input: UpdateCourseInput }): Promise<Course> {
  return apiRequest<Course>(`/api/courses/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: (course) => {
      void queryClient.invalidateQueries({ queryKey: coursePagesKey });
      queryClient.setQueriesData({ queryKey: courseKey(course._id) }, course);
    },
  });
}
