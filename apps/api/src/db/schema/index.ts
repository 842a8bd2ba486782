export * from './users.ts';
export * from './content.ts';
export * from './payments.ts';
export * from './enrolments.ts';
export * from './counsellors.ts';
export * from './appointments.ts';
export * from './notifications.ts';
export * from './learning.ts';
