import { describe, expect, it } from "vitest";
import { safeReturnPath, sendsToSignUp, signInPathFor, signedOutPathFor } from "./returnTo.ts";

describe("return path after sign-in", () => {
  it("keeps the deep link with its query string", () => {
    const to = signInPathFor({ pathname: "/omat-tiedot", search: "?valilehti=2", hash: "" });
    expect(to).toBe("/kirjaudu?palaa=%2Fomat-tiedot%3Fvalilehti%3D2");
    expect(safeReturnPath(new URLSearchParams(to.split("?")[1]).get("palaa"))).toBe(
      "/omat-tiedot?valilehti=2",
    );
  });

  it("sends the home page to plain /kirjaudu", () => {
    expect(signInPathFor({ pathname: "/", search: "", hash: "" })).toBe("/kirjaudu");
  });

  it("refuses anything that would leave the site or loop", () => {
    for (const bad of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/kirjaudu?palaa=/x",
      "/rekisteroidy?palaa=/x",
    ]) {
      expect(safeReturnPath(bad)).toBe("/");
    }
  });
});

describe("where a signed-out visitor of a protected page goes", () => {
  const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

  it("sends the home page and the termination routes to sign-up, keeping the query string", () => {
    expect(signedOutPathFor(at("/"))).toBe("/rekisteroidy");
    expect(signedOutPathFor(at("/", "?utm=kirje"))).toBe("/rekisteroidy?palaa=%2F%3Futm%3Dkirje");
    expect(signedOutPathFor(at("/sopimuksen-irtisanominen", "?vaihe=2"))).toBe(
      "/rekisteroidy?palaa=%2Fsopimuksen-irtisanominen%3Fvaihe%3D2",
    );
    expect(signedOutPathFor(at("/irtisano/lomake"))).toBe(
      "/irtisano/rekisteroidy?palaa=%2Firtisano%2Flomake",
    );
    // The flow's home is its own sign-up's home: nothing to remember.
    expect(signedOutPathFor(at("/irtisano"))).toBe("/irtisano/rekisteroidy");
    for (const path of ["/", "/irtisano", "/irtisano/", "/irtisano/lomake", "/sopimuksen-irtisanominen/"])
      expect(sendsToSignUp(path)).toBe(true);
  });

  it("never returns to the flow's own sign-in or sign-up, and falls back to the flow's home there", () => {
    expect(safeReturnPath("/irtisano/kirjaudu?palaa=%2F", "/irtisano")).toBe("/irtisano");
    expect(safeReturnPath("/irtisano/rekisteroidy", "/irtisano")).toBe("/irtisano");
    expect(safeReturnPath("//evil.example", "/irtisano")).toBe("/irtisano");
    expect(safeReturnPath("/irtisano/lomake", "/irtisano")).toBe("/irtisano/lomake");
  });

  it("sends every other protected page to sign-in, and never the termination flow's own public pages", () => {
    expect(signedOutPathFor(at("/omat-tiedot", "?x=1", "#a"))).toBe(
      "/kirjaudu?palaa=%2Fomat-tiedot%3Fx%3D1%23a",
    );
    for (const path of ["/omat-tiedot", "/irtisano/kirjaudu", "/irtisanominen", "/vuokrani/vuokrasopimus"])
      expect(sendsToSignUp(path)).toBe(false);
  });
});
