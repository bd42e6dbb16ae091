import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { LoginForm } from "../features/auth/components/LoginForm.tsx";
import { CodeForm } from "../components/ui/CodeForm.tsx";
import { NewPasswordFields } from "../components/ui/NewPasswordFields.tsx";
import { handedUsername, withUsername } from "../lib/signInUsername.ts";

/*
 * The criteria new in WCAG 2.2 that axe does not check, as far as the web app's code decides them.
 * The end-to-end walk measures the rest on the pages themselves: target sizes (2.5.8), the focus
 * never hidden (2.4.11) and customer service in the same place (3.2.6), e2e/support.
 */

const root = join(import.meta.dirname, "..");
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("test/"))
  .map((file) => ({ file: relative(root, join(root, file)), text: readFileSync(join(root, file), "utf8") }));

function where(pattern: RegExp) {
  return sources.flatMap(({ file, text }) =>
    text.split("\n").flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** A field's paste, as a person pasting does it: true when nothing on the page cancelled it. */
function pasteInto(field: HTMLElement) {
  return fireEvent.paste(field, { clipboardData: { getData: () => "Asukas!2026" } });
}

describe("2.5.7 Dragging Movements", () => {
  it("does nothing by dragging: no drag and drop, no pointer followed while pressed", () => {
    // A drag added later comes with a way to do the same with single presses, named here with it.
    const withAlternative: Record<string, string> = {};
    const drags = where(
      /\bonDrag\w*=|\bonDrop=|\bdraggable\b|["'](drag\w*|drop|pointermove|mousemove|touchmove)["']|onPointerMove|onMouseMove|onTouchMove/,
    ).filter((line) => !(line.split(":")[0]! in withAlternative));
    expect(drags).toEqual([]);
  });
});

describe("3.3.8 Accessible Authentication (Minimum)", () => {
  it("asks no puzzle: no CAPTCHA or other test to sign in", () => {
    expect(where(/captcha|turnstile|puzzle/i)).toEqual([]);
  });

  it("stops no one pasting, copying or dropping text into a field", () => {
    expect(where(/\bon(Paste|Copy|Cut|Drop)\w*=|["'](paste|copy|cut)["']/)).toEqual([]);
  });

  it("signs in with fields a password manager fills and a person may paste into", () => {
    render(<LoginForm onSubmit={vi.fn()} busy={false} serverError={undefined} />);
    const email = screen.getByLabelText("Sähköpostiosoite");
    const password = screen.getByLabelText("Salasana");
    expect(email.getAttribute("autocomplete")).toBe("username");
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    expect(pasteInto(email)).toBe(true);
    expect(pasteInto(password)).toBe(true);
    // A pasted password is taken whole.
    expect(password.hasAttribute("maxlength")).toBe(false);
  });

  it("takes a mailed or texted code in one field, filled from the message or pasted", () => {
    render(<CodeForm submitLabel="Vahvista" onSubmit={vi.fn()} />);
    const code = screen.getByLabelText("Vahvistuskoodi");
    expect(screen.getAllByRole("textbox")).toEqual([code]);
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(pasteInto(code)).toBe(true);
  });

  it("offers a new password for the password manager to save, both fields pasted into", () => {
    function NewPassword() {
      const form = useForm({ defaultValues: { password: "", passwordConfirmation: "" } });
      return (
        <NewPasswordFields
          register={form.register}
          watch={form.watch}
          errors={form.formState.errors}
          labels={{ password: "Uusi salasana", confirmation: "Uusi salasana uudelleen" }}
        />
      );
    }
    render(<NewPassword />);
    for (const label of ["Uusi salasana", "Uusi salasana uudelleen"]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("autocomplete")).toBe("new-password");
      expect(pasteInto(field)).toBe(true);
    }
  });
});

describe("3.3.7 Redundant Entry", () => {
  it("fills in the sign-in's email given earlier in the same errand, so only the password is asked", () => {
    render(<LoginForm onSubmit={vi.fn()} busy={false} serverError={undefined} username="uusi@example.fi" />);
    expect(screen.getByLabelText<HTMLInputElement>("Sähköpostiosoite").value).toBe("uusi@example.fi");
    expect(screen.getByLabelText<HTMLInputElement>("Salasana").value).toBe("");
  });

  it("hands the email over in the history entry's state, and reads back only a text", () => {
    expect(handedUsername(withUsername("uusi@example.fi"))).toBe("uusi@example.fi");
    expect(withUsername(undefined)).toBeUndefined();
    expect(withUsername("")).toBeUndefined();
    for (const state of [null, undefined, {}, { username: 7 }, { username: "" }, "uusi@example.fi"])
      expect(handedUsername(state)).toBeUndefined();
  });
});
