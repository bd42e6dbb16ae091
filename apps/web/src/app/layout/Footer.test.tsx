import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CUSTOMER_SERVICE } from "@portal/schemas/company";
import { Footer } from "./Footer.tsx";

describe("Footer", () => {
  it("signed out, gives the company's one customer-service number and address", () => {
    render(
      <MemoryRouter>
        <Footer signedIn={false} />
      </MemoryRouter>,
    );
    const phone = screen.getByRole("link", { name: CUSTOMER_SERVICE.phone });
    expect(phone.getAttribute("href")).toBe("tel:+358205550100");
    expect(CUSTOMER_SERVICE.phone).toBe("+358 20 555 0100");
    const email = screen.getByRole("link", { name: CUSTOMER_SERVICE.email });
    expect(email.getAttribute("href")).toBe(`mailto:${CUSTOMER_SERVICE.email}`);
    expect(screen.queryByText(/010 123 4560/)).toBeNull();
  });
});
