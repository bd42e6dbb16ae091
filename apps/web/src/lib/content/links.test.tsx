import { describe, expect, it, vi } from "vitest";
import { fireEvent, render } from "@testing-library/react";
import { inAppPath, routeContentClick } from "./links.ts";

const origin = "https://portaali.example.fi";

describe("inAppPath", () => {
  it("routes relative and same-origin links inside the app", () => {
    expect(inAppPath("/vuokrani/maksutiedot", origin)).toBe("/vuokrani/maksutiedot");
    expect(inAppPath("taloni/pysakointi?x=1#a", origin)).toBe("/taloni/pysakointi?x=1#a");
    expect(inAppPath(`${origin}/asuminen/vikailmoitus`, origin)).toBe("/asuminen/vikailmoitus");
  });

  it("leaves other sites, mail, phone, files, anchors and the API to the browser", () => {
    expect(inAppPath("https://hsy.fi/jatteet", origin)).toBeNull();
    expect(inAppPath("mailto:asiakaspalvelu@example.fi", origin)).toBeNull();
    expect(inAppPath("tel:+358101234567", origin)).toBeNull();
    expect(inAppPath("/files/jarjestyssaannot.pdf", origin)).toBeNull();
    expect(inAppPath("#ohjeet", origin)).toBeNull();
    expect(inAppPath("/api/content/wp/v2/pages", origin)).toBeNull();
    expect(inAppPath(null, origin)).toBeNull();
  });
});

describe("routeContentClick", () => {
  const setup = (html: string) => {
    const navigate = vi.fn();
    const { container } = render(
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- as ContentHtml: the links inside are the interactive elements
      <div
        onClick={(event) => routeContentClick(event, navigate)}
        dangerouslySetInnerHTML={{ __html: html }}
      />,
    );
    return { navigate, container };
  };

  it("navigates in the app instead of loading the page for an in-app link", () => {
    const { navigate, container } = setup('<p>Katso <a href="/taloni/pysakointi"><b>pysäköinti</b></a></p>');
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    container.querySelector("b")!.dispatchEvent(event);
    expect(navigate).toHaveBeenCalledWith("/taloni/pysakointi");
    expect(event.defaultPrevented).toBe(true);
  });

  it("lets the browser handle external links, new-tab clicks and targets", () => {
    const { navigate, container } = setup(
      '<a id="ext" href="https://hsy.fi/">HSY</a><a id="in" href="/vuokrani">Vuokrani</a><a id="tab" href="/vuokrani" target="_blank">x</a>',
    );
    fireEvent.click(container.querySelector("#ext")!);
    fireEvent.click(container.querySelector("#in")!, { ctrlKey: true });
    fireEvent.click(container.querySelector("#in")!, { button: 1 });
    fireEvent.click(container.querySelector("#tab")!);
    expect(navigate).not.toHaveBeenCalled();
  });
});
