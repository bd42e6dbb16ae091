import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoginForm } from "./LoginForm.tsx";

describe("LoginForm", () => {
  it("answers an empty form with the field messages and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} busy={false} serverError={undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "Kirjaudu sisään" }));

    expect(await screen.findByText("Sähköpostiosoite on vaadittu.")).toBeTruthy();
    const email = screen.getByLabelText("Sähköpostiosoite");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toContain(
      "Sähköpostiosoite on vaadittu.",
    );
    expect(screen.getByText("Salasana on vaadittu.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends trimmed credentials and toggles the password visibility", async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} busy={false} serverError={undefined} />);
    const password = screen.getByLabelText("Salasana");
    await userEvent.type(screen.getByLabelText("Sähköpostiosoite"), " aino.asukas@example.fi ");
    await userEvent.type(password, "Asukas!2026");
    expect(password.getAttribute("type")).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Näytä salasana" }));
    expect(password.getAttribute("type")).toBe("text");
    await userEvent.click(screen.getByRole("button", { name: "Piilota salasana" }));
    await userEvent.click(screen.getByRole("button", { name: "Kirjaudu sisään" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      username: "aino.asukas@example.fi",
      password: "Asukas!2026",
    });
  });

  it("shows the server's refusal in one alert region", () => {
    render(<LoginForm onSubmit={vi.fn()} busy={false} serverError="Väärä sähköpostiosoite tai salasana." />);
    expect(screen.getByRole("alert").textContent).toBe("Väärä sähköpostiosoite tai salasana.");
  });
});
