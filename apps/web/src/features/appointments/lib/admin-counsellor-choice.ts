/** A counsellor as the admin's appointment list names, filters by and moves requests to. */
export interface CounsellorOption {
  _id: string;
  name: string;
  active: boolean;
}
