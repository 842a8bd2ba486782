import type { CreateCounsellorBody } from '@sukoon/contract';

/**
 * The four counsellors of the About page (apps/web/src/features/about/about-content.ts), fictional
 * like the rest of the demo: they wrote the demo courses and blogs and present the demo webinars.
 */
export const DEMO_COUNSELLORS = {
  couples: 'Rohan Mehta',
  family: 'Dr. Farah Shaikh',
  wellbeing: 'Priya Nair',
  sexualHealth: 'Dr. Vikram Joshi',
} as const;

/**
 * Their profiles, as an admin would add them. The e-mails are fictional (`.example` never
 * delivers), so nobody can take up the invitations: the four never log in, yet they are active and
 * can be booked, which is what a demo needs.
 */
export const DEMO_COUNSELLOR_PROFILES: readonly CreateCounsellorBody[] = [
  {
    email: 'rohan.mehta@counsellors.example',
    firstName: 'Rohan',
    lastName: 'Mehta',
    title: 'Couples Counsellor',
    bio: 'Rohan helps partners listen to each other again. He works with couples facing conflict, distance or change, and with individuals after a separation.',
    languages: ['English', 'Hindi', 'Gujarati'],
    specialities: ['couple', 'anxiety'],
    qualifications: 'M.A. Counselling Psychology',
    registrationNumber: 'RCI A-10421 (demo)',
    yearsOfExperience: 8,
    photo: '/images/counsellors/rohan-mehta.svg',
  },
  {
    email: 'farah.shaikh@counsellors.example',
    firstName: 'Dr. Farah',
    lastName: 'Shaikh',
    title: 'Child and Family Psychologist',
    bio: 'Farah supports parents through sleepless nights, school worries and teenage storms, with practical and compassionate guidance for the whole family.',
    languages: ['English', 'Hindi', 'Urdu', 'Marathi'],
    specialities: ['parenting', 'anxiety'],
    qualifications: 'Ph.D. Clinical Psychology; M.Phil. Child and Adolescent Mental Health',
    registrationNumber: 'RCI A-08817 (demo)',
    yearsOfExperience: 14,
    photo: '/images/counsellors/farah-shaikh.svg',
  },
  {
    email: 'priya.nair@counsellors.example',
    firstName: 'Priya',
    lastName: 'Nair',
    title: 'Counselling Psychologist',
    bio: 'Priya works with adults living with anxiety, low mood and burnout, combining cognitive-behavioural tools with a warm, unhurried approach.',
    languages: ['English', 'Malayalam', 'Tamil'],
    specialities: ['anxiety', 'depression', 'career'],
    qualifications: 'M.Sc. Psychology; Certificate in Cognitive Behavioural Therapy',
    registrationNumber: 'RCI A-12093 (demo)',
    yearsOfExperience: 6,
    photo: '/images/counsellors/priya-nair.svg',
  },
  {
    email: 'vikram.joshi@counsellors.example',
    firstName: 'Dr. Vikram',
    lastName: 'Joshi',
    title: 'Sexual Health Counsellor',
    bio: 'Vikram offers a respectful, confidential space to talk about intimacy, sexual health and identity, free of shame and judgement.',
    languages: ['English', 'Hindi', 'Marathi'],
    specialities: ['sexual-wellness', 'couple'],
    qualifications: 'M.D. Psychiatry; Diploma in Sexual Medicine',
    registrationNumber: 'RCI A-09356 (demo)',
    yearsOfExperience: 11,
    photo: '/images/counsellors/vikram-joshi.svg',
  },
];
