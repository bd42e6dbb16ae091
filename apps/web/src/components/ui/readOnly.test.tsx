import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, SubmitButton, TextButton } from "./Button.tsx";
import { READ_ONLY_NOTE_ID, ReadOnlyContext, type ReadOnlyView } from "./readOnly.ts";

function Controls({ view }: { view: ReadOnlyView | null }) {
  return (
    <ReadOnlyContext value={view}>
      <form>
        <SubmitButton busy={false}>Lähetä</SubmitButton>
        <Button type="submit" reads>
          Rajaa
        </Button>
        <Button writes aria-describedby="own-hint">
          Poista
        </Button>
        <TextButton writes>Lähetä koodi uudelleen</TextButton>
        <Button>Esikatsele</Button>
        <TextButton>Lisää kalenteriin</TextButton>
      </form>
      <p id={READ_ONLY_NOTE_ID}>Mitään ei voi muuttaa.</p>
      <p id="own-hint">Poistaa ilmoituksen.</p>
    </ReadOnlyContext>
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });
/** The button's description as assistive technology reads it: the texts its aria-describedby names. */
const description = (name: string) =>
  (button(name).getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

describe("controls while staff view a tenant's pages read-only", () => {
  it("disables every submit and every button that writes, each described by the one line saying why", () => {
    render(<Controls view={{ noteId: READ_ONLY_NOTE_ID }} />);
    for (const name of ["Lähetä", "Poista", "Lähetä koodi uudelleen"]) {
      expect([name, button(name).disabled]).toEqual([name, true]);
      expect(description(name)).toMatch(/Mitään ei voi muuttaa\.$/);
    }
    // Its own description stays, the line saying why after it.
    expect(description("Poista")).toBe("Poistaa ilmoituksen. Mitään ei voi muuttaa.");
    // Reading stays possible: a filter's submit, a preview, a download.
    for (const name of ["Rajaa", "Esikatsele", "Lisää kalenteriin"]) {
      expect([name, button(name).disabled]).toEqual([name, false]);
      expect(description(name)).toBe("");
    }
  });

  it("leaves every control as it is outside a viewing", () => {
    render(<Controls view={null} />);
    for (const name of ["Lähetä", "Rajaa", "Poista", "Lähetä koodi uudelleen", "Esikatsele"])
      expect([name, button(name).disabled]).toEqual([name, false]);
    expect(description("Poista")).toBe("Poistaa ilmoituksen.");
  });
});
