/**
 * The founder on the About page: fictional, like the demo content. The counsellors' cards come from
 * their own profiles (GET /api/counsellors), handed to the page by the app.
 */
export interface Person {
  name: string;
  role: string;
  bio: string;
  focus: readonly string[];
  /** An illustrated portrait in public/images/counsellors. */
  portrait: string;
}

/** A counsellor's card: their profile's name, title, bio, specialities and photo, and its address. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  focus: readonly string[];
  portrait: string | null;
  href: string;
}

export const FOUNDER: Person = {
  name: 'Dr. Ananya Kulkarni',
  portrait: '/images/counsellors/ananya-kulkarni.svg',
  role: 'Founder and CEO',
  bio: 'A clinical psychologist with more than fifteen years of practice in Maharashtra, Ananya started Sukoon after seeing how many people waited far too long for help — held back by distance, cost or the fear of being judged. Her hope is simple: that anyone in India can find a trained, kind listener within a few clicks.',
  focus: ['Clinical psychology', 'Family therapy'],
};
