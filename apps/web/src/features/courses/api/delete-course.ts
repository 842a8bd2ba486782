import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@sukoon/contract/courses';
import type { MessageResponse } from '@sukoon/contract/common';
import { apiRequest } from '../../../lib/api-client.ts';
import { coursesKey } from './get-courses.ts';
import { courseKey } from './get-course.ts';

/** DELETE /api/courses/delete/:id (admin). */
export function deleteCourse(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/courses/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Course[]>(coursesKey, (courses) =>
        courses?.filter((course) => course._id !== id),
      );
      queryClient.removeQueries({ queryKey: courseKey(id) });
    },
  });
}
