/*
 * The contact form's categories, subtopics and limits as plain values: the form and the debt page's
 * payment-plan proposal render with them before the schema loads.
 */

import { HANDLING_WORKFLOW } from "./handling.constants.ts";

/** Category ids as the customer-service system knows them. */
export const CONTACT_CATEGORY = {
  customerService: 471,
  rentPayment: 473,
  housingAdvice: 859,
  /** The house-problem category: its id and subtopics are not given by the specification; chosen here. */
  houseProblem: 860,
} as const;
export type ContactCategoryName = keyof typeof CONTACT_CATEGORY;
export type ContactCategory = (typeof CONTACT_CATEGORY)[ContactCategoryName];

/** Subtopics per category id, in the order the form lists them. */
export const CONTACT_SUBCATEGORIES = {
  471: [
    "apartmentapplications",
    "sauna_laundry_parking",
    "contracttermination",
    "propertymanagement",
    "faultreports",
    "accessibility",
    "other",
  ],
  473: ["latepayment", "paymentissues", "debtrepayment"],
  859: [
    "paymentissues",
    "debtrepayment",
    "debtassistance",
    "benefitapplication",
    "tooexpensive",
    "neighbourdispute",
    "evictionassistance",
    "dailyerrandsassistance",
    "mentalhealthandsubstanceabuse",
  ],
  860: ["neighbourdispute", "disturbance", "other"],
} as const satisfies Record<ContactCategory, readonly string[]>;

export const CONTACT_CATEGORY_IDS = [471, 473, 859, 860] as const satisfies readonly ContactCategory[];

/** The form opens on customer service. */
export const DEFAULT_CONTACT_CATEGORY: ContactCategory = CONTACT_CATEGORY.customerService;

/**
 * These subtopics have their own pages (fault report, bookings): the form does not send them and
 * the server refuses them.
 */
export const SEND_DISABLED_SUBCATEGORIES = ["faultreports", "sauna_laundry_parking"] as const;

/** Feedback on the portal's accessibility, the channel its accessibility statement names. */
export const ACCESSIBILITY_FEEDBACK = { category: 471, subcategory: "accessibility" } as const;

/**
 * Accessibility feedback is answered within 14 days of its arrival (the Act on the Provision of
 * Digital Services, 306/2019): the staff queue's due time for it, in calendar days.
 */
export const ACCESSIBILITY_FEEDBACK_ANSWER_DAYS = 14;

/** Whether a message is accessibility feedback: the staff queue's own kind of it. */
export const isAccessibilityFeedback = (message: { category: number; subcategory: string }): boolean =>
  message.category === ACCESSIBILITY_FEEDBACK.category &&
  message.subcategory === ACCESSIBILITY_FEEDBACK.subcategory;

/** The debt page's payment-plan proposal: a rent-payment message about repaying a debt. */
export const PAYMENT_PLAN_PROPOSAL = { category: 473, subcategory: "debtrepayment" } as const;

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_CONTENT_MAX = 5000;

/**
 * A message's way through customer service (received, in handling, answered): the handling
 * workflow every request shares.
 */
export const MESSAGE_WORKFLOW = HANDLING_WORKFLOW;
