import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@sukoon/contract/common';
import { apiRequest } from '../../../lib/api-client.ts';
import { coursePagesKey } from './get-courses.ts';
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
      void queryClient.invalidateQueries({ queryKey: coursePagesKey });
      queryClient.removeQueries({ queryKey: courseKey(id) });
    },
  });
}
