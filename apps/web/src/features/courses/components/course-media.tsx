import { useRef } from 'react';
import type { Course, Lesson } from '@sukoon/contract/courses';
import { youTubeVideoId } from '@sukoon/contract/youtube';
import { useVideoEnded } from '../hooks/use-video-ended.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * The lesson being played, else the course video, when the visitor may watch and there is one;
 * otherwise the course picture.
 */
export function CourseMedia({
  course,
  canWatch,
  lesson,
  onLessonEnded,
}: {
  course: Course;
  canWatch: boolean;
  lesson?: Lesson;
  /** The lesson's video played to its end (the player's own report). */
  onLessonEnded?: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const lessonVideoId = lesson?.youtubeLink ? youTubeVideoId(lesson.youtubeLink) : null;
  useVideoEnded(frame, lessonVideoId ? onLessonEnded : undefined);
  const link = lesson?.youtubeLink || course.youtubeLink;
  const videoId = canWatch && link ? youTubeVideoId(link) : null;
  if (videoId) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-sm">
        <iframe
          ref={frame}
          // A lesson's player reports its end (enablejsapi), which marks the lesson complete.
          src={`https://www.youtube-nocookie.com/embed/${videoId}${lessonVideoId ? '?enablejsapi=1' : ''}`}
          title={
            lesson
              ? m.learning_lesson_video_title({ title: lesson.title })
              : m.learning_course_video_title({ name: course.name })
          }
          // The title carries the author's words (the lesson's or course's name).
          data-user-content
          loading="lazy"
          width={1280}
          height={720}
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full border-0"
        />
      </div>
    );
  }
  return (
    <img
      src={course.image}
      alt={m.learning_course_cover_alt({ name: course.name })}
      // The alternative text carries the course's name, the author's words.
      data-user-content
      width={1280}
      height={800}
      className="aspect-[8/5] w-full rounded-2xl bg-sand-100 object-cover shadow-sm"
    />
  );
}
