import { m } from '../../paraglide/messages.js';

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

/** Texts are the catalogue's, so these are functions: call them at render, in the page's language. */
export const founder = (): Person => ({
  name: 'Dr. Ananya Kulkarni',
  portrait: '/images/counsellors/ananya-kulkarni.svg',
  role: m.public_about_founder_role(),
  bio: m.public_about_founder_bio(),
  focus: [m.public_about_focus_clinical(), m.public_about_focus_family()],
});

export const advisors = (): readonly Person[] => [
  {
    name: 'Rohan Mehta',
    portrait: '/images/counsellors/rohan-mehta.svg',
    role: m.public_about_rohan_role(),
    bio: m.public_about_rohan_bio(),
    focus: [m.public_about_rohan_focus_1(), m.public_about_rohan_focus_2()],
  },
  {
    name: 'Dr. Farah Shaikh',
    portrait: '/images/counsellors/farah-shaikh.svg',
    role: m.public_about_farah_role(),
    bio: m.public_about_farah_bio(),
    focus: [m.public_about_farah_focus_1(), m.public_about_farah_focus_2()],
  },
  {
    name: 'Priya Nair',
    portrait: '/images/counsellors/priya-nair.svg',
    role: m.public_about_priya_role(),
    bio: m.public_about_priya_bio(),
    focus: [m.public_about_priya_focus_1(), m.public_about_priya_focus_2(), m.public_about_priya_focus_3()],
  },
  {
    name: 'Dr. Vikram Joshi',
    portrait: '/images/counsellors/vikram-joshi.svg',
    role: m.public_about_vikram_role(),
    bio: m.public_about_vikram_bio(),
    focus: [m.public_about_vikram_focus_1(), m.public_about_vikram_focus_2()],
  },
];
