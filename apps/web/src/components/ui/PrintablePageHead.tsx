import { PageHeader } from "./PageHeader.tsx";

type Props = { title: string; intro: string; printLabel: string; printedOn: string };

/** The page header of a page meant to be printed (the bills, the lease). */
export function PrintablePageHead({ title, intro, printLabel, printedOn }: Props) {
  return <PageHeader title={title} lead={intro} print={{ label: printLabel, printedOn }} />;
}
