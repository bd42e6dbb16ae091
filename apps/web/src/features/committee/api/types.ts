import type { FormItem, FormReview, MyCommittee } from "@portal/schemas/committee-forms";

/** A saved form as the calls answer it (the contract's Form record). */
export type FormRecord = FormItem;
export type ReviewRecord = FormReview;
export type Committee = MyCommittee;
