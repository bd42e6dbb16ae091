import type { FormItem, FormReview, MyCommittee } from "@portal/schemas/committee-forms";
import type { FormType } from "@portal/schemas/committee-forms.constants";

/** A form as its pages read it: the data as a plain record, drawn field by field from the form's description. */
type Loose<T> = Omit<T, "formType" | "formData"> & { formType: FormType; formData: Record<string, unknown> };

/** A saved form as the calls answer it (the contract's Form record). */
export type FormRecord = Loose<FormItem>;
export type ReviewRecord = Loose<FormReview>;
export type Committee = MyCommittee;
