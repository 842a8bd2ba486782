import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseRatingInput, CourseRatings } from '@sukoon/contract/ratings';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseKey } from './get-course.ts';
import { courseRatingsKey } from './get-ratings.ts';

/** PUT /api/courses/:id/rating (enrolled learners): the first rating or an edit of it. */
export function rateCourse({ courseId, input }: { courseId: string; input: CourseRatingInput }) {
  return apiRequest<CourseRatings>(`/api/courses/${encodeURIComponent(courseId)}/rating`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useRateCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseRatingInput) => rateCourse({ courseId, input }),
    onSuccess: (ratings) => {
      queryClient.setQueryData(courseRatingsKey(courseId, true), ratings);
      // The anonymous answer (another tab, after logging out) is stale now too.
      void queryClient.invalidateQueries({ queryKey: [...courseKey(courseId), 'ratings', false] });
    },
  });
}
