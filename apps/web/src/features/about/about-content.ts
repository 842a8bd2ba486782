/**
 * The people on the About page. Names and bios are placeholders until the organisation supplies
 * its own, in the same way as the contact details in lib/site-config.ts.
 */
export interface Person {
  name: string;
  role: string;
  bio: string;
  focus: readonly string[];
}

export const FOUNDER: Person = {
  name: 'Dr. Ananya Kulkarni',
  role: 'Founder and CEO',
  bio: 'A clinical psychologist with more than fifteen years of practice in Maharashtra, Ananya started Sukoon after seeing how many people waited far too long for help — held back by distance, cost or the fear of being judged. Her hope is simple: that anyone in India can find a trained, kind listener within a few clicks.',
  focus: ['Clinical psychology', 'Family therapy'],
};

export const ADVISORS: readonly Person[] = [
  {
    name: 'Rohan Mehta',
    role: 'Couples Counsellor',
    bio: 'Rohan helps partners listen to each other again. He works with couples facing conflict, distance or change, and with individuals after a separation.',
    focus: ['Relationships', 'Communication'],
  },
  {
    name: 'Dr. Farah Shaikh',
    role: 'Child and Family Psychologist',
    bio: 'Farah supports parents through sleepless nights, school worries and teenage storms, with practical and compassionate guidance for the whole family.',
    focus: ['Parenting', 'Adolescents'],
  },
  {
    name: 'Priya Nair',
    role: 'Counselling Psychologist',
    bio: 'Priya works with adults living with anxiety, low mood and burnout, combining cognitive-behavioural tools with a warm, unhurried approach.',
    focus: ['Anxiety', 'Depression'],
  },
  {
    name: 'Dr. Vikram Joshi',
    role: 'Sexual Health Counsellor',
    bio: 'Vikram offers a respectful, confidential space to talk about intimacy, sexual health and identity, free of shame and judgement.',
    focus: ['Sexual wellness', 'Intimacy'],
  },
];
