import { describe, expect, it } from "vitest";
import type { ContentPagesService } from "../content/content-pages.service.ts";
import type { SearchRepository, SearchRow } from "./search.repository.ts";
import { createSearchService } from "./search.service.ts";

const row: SearchRow = {
  id: 1,
  kind: "page",
  slug: "sauna",
  title: "Sauna",
  rank: 1,
  kindTotal: 1,
  snippet: "x",
  bodyText: "x",
};

function fakes() {
  const state = { generation: 1, searches: 0, pathReads: 0 };
  const repo = {
    generation: async () => state.generation,
    search: async () => {
      state.searches++;
      return [row];
    },
  } as unknown as SearchRepository;
  const content = {
    paths: async () => {
      state.pathReads++;
      return { fi: new Map([["sauna", "/taloni/sauna"]]), en: new Map() };
    },
  } as unknown as ContentPagesService;
  return { state, service: createSearchService(repo, content) };
}

describe("search answers kept per content generation", () => {
  it("ranks a repeated query once, and again after any write", async () => {
    const { state, service } = fakes();
    const first = await service.search("sauna", "fi");
    expect(first.groups[0]!.results[0]!.path).toBe("/taloni/sauna");
    expect(await service.search("sauna", "fi")).toEqual(first);
    expect(state.searches).toBe(1);
    await service.search("sauna", "en");
    expect(state.searches).toBe(2);
    state.generation++;
    await service.search("sauna", "fi");
    expect(state.searches).toBe(3);
    expect(state.pathReads).toBe(1);
  });

  it("lets concurrent identical queries share one round", async () => {
    const { state, service } = fakes();
    await Promise.all(Array.from({ length: 20 }, () => service.search("sauna", "fi")));
    expect(state.searches).toBe(1);
  });
});
