/**
 * Where a staff member turns on two-step sign-in (decision 023), in their own frame: the admin's
 * pages or the counsellor's. Under STAFF_2FA=required it is the only page they may use until it is on.
 */
export const twoStepPath = (role: string | undefined): string =>
  role === 'admin' ? '/admin/two-step' : '/counsellor/two-step';
