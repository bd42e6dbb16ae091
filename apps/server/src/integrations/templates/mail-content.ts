// What a mail template makes: a subject and paragraphs; render.ts turns them into text and HTML.

/** A run of text; `strong` parts (the code) are emphasised in HTML and plain in text. */
export type Part = string | { strong: string };
export type Paragraph = Part[];

export interface MailContent {
  subject: string;
  paragraphs: Paragraph[];
}
