const DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An enrolment instant as its day in India: '21 Nov 2026'. */
export const formatEnrolmentDay = (isoInstant: string): string => DAY.format(new Date(isoInstant));
