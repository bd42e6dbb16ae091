import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazyResolver } from "./lazyResolver.ts";

const schema = z.object({ name: z.string().trim().min(1, "validation.required") });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyResolver", () => {
  it("answers with the schema's own messages and values once the schema has loaded", async () => {
    const resolver = lazyResolver(async () => schema);
    expect((await resolver({ name: " " }, undefined, options)).errors.name?.message).toBe(
      "validation.required",
    );
    expect((await resolver({ name: " Aino " }, undefined, options)).values).toEqual({ name: "Aino" });
  });

  it("loads the schema once and tries again after a failed download", async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return schema;
    });
    await expect(resolver.preload()).rejects.toThrow("offline");
    await resolver({ name: "a" }, undefined, options);
    await resolver({ name: "b" }, undefined, options);
    expect(loads).toBe(2);
  });
});
