import { fullName } from '../lib/counsellor-format.ts';
import { m } from '../../../paraglide/messages.js';

const SIZES = { md: 'size-20 text-2xl', lg: 'size-32 text-4xl' } as const;

/** A counsellor's photo, round; their initials on a calm disc when there is none. */
export function CounsellorPortrait({
  person,
  size = 'md',
}: {
  person: { firstName: string; lastName: string; photo: string | null };
  size?: keyof typeof SIZES;
}) {
  const pixels = size === 'lg' ? 128 : 80;
  const name = fullName(person);
  if (!person.photo) {
    return (
      <span
        aria-hidden="true"
        data-user-content
        className={`flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-brand-800 ${SIZES[size]}`}
      >
        {`${person.firstName.at(0) ?? ''}${person.lastName.at(0) ?? ''}`}
      </span>
    );
  }
  return (
    <img
      src={person.photo}
      alt={m.booking_counsellor_portrait({ name })}
      data-user-content
      width={pixels}
      height={pixels}
      loading="lazy"
      className={`shrink-0 rounded-full bg-sand-100 object-cover ${SIZES[size]}`}
    />
  );
}
