/** Every message the product sends; each has a Finnish and an English template. */
export const TEMPLATES = {
  /** Mail: sign-up or sign-in email confirmation code. data: code */
  "confirmation-code": "mail",
  /** Mail: password reset code. data: code */
  "password-reset-code": "mail",
  /** Mail: your password was changed. data: firstName, changedAt (ISO time) */
  "password-changed": "mail",
  /** Mail to the new address: confirm the email change. data: code */
  "email-change-code": "mail",
  /** Mail to the old address: your email was changed. data: firstName, changedAt, newValue */
  "email-changed": "mail",
  /** Mail to the account's address: your phone number was changed. data: firstName, changedAt, newValue */
  "phone-changed": "mail",
  /** Mail: receipt of an online payment. data: firstName and receiptData() (templates/receipt.ts) */
  "payment-receipt": "mail",
  /** Mail: we received your message. data: id, firstName, subject, changedAt (templates/handling.ts) */
  "message-received": "mail",
  /** Mail: we received your fault report. data: id, firstName, title, changedAt */
  "fault-report-received": "mail",
  /**
   * Mail: a reply is waiting on your fault report or message. data: id, kind (fault-report or
   * message), firstName, link, changedAt, and but for a protection-order tenant title and body
   */
  "reply-waiting": "mail",
  /**
   * Mail: staff moved your fault report or message to another state. data: id, kind (fault-report or
   * message), state (Sent, InProgress, Ready), firstName, link, changedAt, and but for a
   * protection-order tenant title
   */
  "state-changed": "mail",
  /** Mail to customer service: a new message, with its text and sender. */
  "customer-service-message": "mail",
  /** Mail to customer service: a new fault report, with its fields. */
  "customer-service-fault-report": "mail",
  /**
   * Mail to the forms' moderator: a committee form awaits review. data: formType, title,
   * committeeName, authorName, modifiedByName, sentByName, link, expiresAt (templates/committee-forms.ts)
   */
  "form-review-request": "mail",
  /** Mail to a form's author: approved. data: firstName, formType, title, published ("true" for notices and events) */
  "form-approved": "mail",
  /** Mail to a form's author: rejected, with the reason. data: firstName, formType, title, reason */
  "form-rejected": "mail",
  /**
   * Mail to a committee's chair and the forms' moderator: a member's lease ended (or they moved
   * away), so their membership ended. data: memberName, committeeName, role, firstName (the chair's)
   */
  "committee-member-left": "mail",
  /** Mail: the link that publishes a new exchange notice. data: id, link (ending in /), code (the secret) */
  "exchange-confirm": "mail",
  /** Mail: your exchange notice expires in a week. data: id, firstName, link, expiresAt */
  "exchange-expiring": "mail",
  /** Mail to customer service: an exchange application with both tenants' details. */
  "customer-service-exchange-application": "mail",
  /**
   * Mail to a person on a lease about its termination notice. data: event (templates/termination.ts),
   * firstName, endDate (YYYY-MM-DD), id
   */
  "termination-update": "mail",
  /** SMS to the new number: confirm the phone number change. data: code */
  "phone-change-code": "sms",
  /** SMS: phone sign-in code. data: code */
  "phone-sign-in-code": "sms",
} as const;
export type TemplateName = keyof typeof TEMPLATES;
