/**
 * The people on the About page: fictional, like the demo content they wrote and present (the API's
 * db/demo-content/demo-counsellors.ts names the same four counsellors). Once counsellors have
 * profiles (GET /api/counsellors, handed to the page by the app), their cards replace ADVISORS.
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
  /** Their profile page; the illustrated team has none. */
  href?: string;
}

export const FOUNDER: Person = {
  name: 'Dr. Ananya Kulkarni',
  portrait: '/images/counsellors/ananya-kulkarni.svg',
  role: 'Founder and CEO',
  bio: 'A clinical psychologist with more than fifteen years of practice in Maharashtra, Ananya started Sukoon after seeing how many people waited far too long for help — held back by distance, cost or the fear of being judged. Her hope is simple: that anyone in India can find a trained, kind listener within a few clicks.',
  focus: ['Clinical psychology', 'Family therapy'],
};

export const ADVISORS: readonly Person[] = [
  {
    name: 'Rohan Mehta',
    portrait: '/images/counsellors/rohan-mehta.svg',
    role: 'Couples Counsellor',
    bio: 'Rohan helps partners listen to each other again. He works with couples facing conflict, distance or change, and with individuals after a separation.',
    focus: ['Relationships', 'Communication'],
  },
  {
    name: 'Dr. Farah Shaikh',
    portrait: '/images/counsellors/farah-shaikh.svg',
    role: 'Child and Family Psychologist',
    bio: 'Farah supports parents through sleepless nights, school worries and teenage storms, with practical and compassionate guidance for the whole family.',
    focus: ['Parenting', 'Adolescents'],
  },
  {
    name: 'Priya Nair',
    portrait: '/images/counsellors/priya-nair.svg',
    role: 'Counselling Psychologist',
    bio: 'Priya works with adults living with anxiety, low mood and burnout, combining cognitive-behavioural tools with a warm, unhurried approach.',
    focus: ['Anxiety', 'Depression', 'Burnout'],
  },
  {
    name: 'Dr. Vikram Joshi',
    portrait: '/images/counsellors/vikram-joshi.svg',
    role: 'Sexual Health Counsellor',
    bio: 'Vikram offers a respectful, confidential space to talk about intimacy, sexual health and identity, free of shame and judgement.',
    focus: ['Sexual wellness', 'Intimacy'],
  },
];
