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
